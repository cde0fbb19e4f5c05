import COpenSSL
import Testing

@Suite struct OpenSSLShimTests {
    @Test func sha1OfABCIsFIPS180sExample() {
        let input = Array("abc".utf8)
        var digest = [UInt8](repeating: 0, count: 20)
        #expect(baton_sha1(input, input.count, &digest) == 1)
        let hex = digest.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
        #expect(hex == "a9993e364706816aba3e25717850c26c9cd0d89d")
    }

    @Test func theServerNameShimSetsSNI() throws {
        let context = try #require(SSL_CTX_new(TLS_client_method()))
        defer { SSL_CTX_free(context) }
        #expect(baton_ssl_ctx_require_tls12(context) == 1)
        let ssl = try #require(SSL_new(context))
        defer { SSL_free(ssl) }
        #expect(baton_ssl_set_server_name(ssl, "example.com") == 1)
        #expect(SSL_get_servername(ssl, TLSEXT_NAMETYPE_host_name).map { String(cString: $0) } == "example.com")
    }
}
