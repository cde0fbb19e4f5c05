import COpenSSL
import Testing

@Suite struct OpenSSLShimTests {
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
