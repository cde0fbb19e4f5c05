#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import COpenSSL

/// A `wss://` connection's bytes: OpenSSL over the non-blocking socket, verifying the
/// server's certificate chain against the trusted certificates and its name against
/// the host (SNI sent for a name, never for an address literal).
final class TLSStream: ByteStream {
    let descriptor: Int32
    private let context: OpaquePointer
    private let ssl: OpaquePointer

    /// Completes the TLS handshake on `descriptor` before the deadline; the stream owns
    /// the socket from here, and closes it when the handshake fails.
    init(
        descriptor: Int32, host: String, trust: WebSocketTransport.Trust, until deadline: ContinuousClock.Instant
    ) throws(WebSocketError) {
        ERR_clear_error()
        do throws(WebSocketError) {
            // An SSL object copies its context's settings when made: the context is
            // configured first.
            context = try Self.context(trusting: trust)
        } catch {
            closeDescriptor(descriptor)
            throw error
        }
        guard let ssl = SSL_new(context) else {
            SSL_CTX_free(context)
            closeDescriptor(descriptor)
            throw .tls(Self.errorQueue())
        }
        self.descriptor = descriptor
        self.ssl = ssl
        do throws(WebSocketError) {
            try configure(host: host)
            try handshake(until: deadline)
        } catch {
            SSL_free(ssl)
            SSL_CTX_free(context)
            closeDescriptor(descriptor)
            throw error
        }
    }

    /// A client context that verifies the peer against `trust`, TLS 1.2 at least.
    private static func context(trusting trust: WebSocketTransport.Trust) throws(WebSocketError) -> OpaquePointer {
        guard let context = SSL_CTX_new(TLS_client_method()) else { throw .tls(errorQueue()) }
        SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nil)
        baton_ssl_ctx_allow_partial_writes(context)
        let loaded: Bool
        switch trust {
        case .system:
            loaded = SSL_CTX_set_default_verify_paths(context) == 1
        case let .certificates(file):
            loaded = SSL_CTX_load_verify_locations(context, file, nil) == 1
        }
        guard loaded, baton_ssl_ctx_require_tls12(context) == 1 else {
            let reason = errorQueue()
            SSL_CTX_free(context)
            if case let .certificates(file) = trust { throw .tls("cannot load trusted certificates from \(file): \(reason)") }
            throw .tls(reason)
        }
        return context
    }

    private func configure(host: String) throws(WebSocketError) {
        guard SSL_set_fd(ssl, descriptor) == 1 else { throw .tls(Self.errorQueue()) }
        if Self.isAddressLiteral(host) {
            guard X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(ssl), host) == 1 else { throw .tls(Self.errorQueue()) }
        } else {
            guard baton_ssl_set_server_name(ssl, host) == 1, SSL_set1_host(ssl, host) == 1 else {
                throw .tls(Self.errorQueue())
            }
        }
    }

    private func handshake(until deadline: ContinuousClock.Instant) throws(WebSocketError) {
        while true {
            ERR_clear_error()
            let result = SSL_connect(ssl)
            if result == 1 { return }
            switch SSL_get_error(ssl, result) {
            case SSL_ERROR_WANT_READ:
                guard waitForSocket(descriptor, .readable, until: deadline) else { throw .connectTimedOut }
            case SSL_ERROR_WANT_WRITE:
                guard waitForSocket(descriptor, .writable, until: deadline) else { throw .connectTimedOut }
            default:
                let verification = SSL_get_verify_result(ssl)
                guard verification == Int(X509_V_OK) else {
                    throw .certificate(String(cString: X509_verify_cert_error_string(verification)))
                }
                throw .tls(Self.errorQueue())
            }
        }
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(WebSocketError) -> StreamProgress {
        ERR_clear_error()
        let count = SSL_read(ssl, buffer.baseAddress, Int32(clamping: buffer.count))
        return count > 0 ? .moved(Int(count)) : try progress(after: count, reading: true)
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws(WebSocketError) -> StreamProgress {
        ERR_clear_error()
        let count = SSL_write(ssl, bytes.baseAddress, Int32(clamping: bytes.count))
        return count > 0 ? .moved(Int(count)) : try progress(after: count, reading: false)
    }

    private func progress(after result: Int32, reading: Bool) throws(WebSocketError) -> StreamProgress {
        switch SSL_get_error(ssl, result) {
        case SSL_ERROR_WANT_READ: return .wouldBlock(.readable)
        case SSL_ERROR_WANT_WRITE: return .wouldBlock(.writable)
        case SSL_ERROR_ZERO_RETURN where reading: return .ended
        case SSL_ERROR_SYSCALL:
            let reason = errno == 0 ? "the peer closed the connection without TLS's close notify" : String(cString: strerror(errno))
            throw .dropped(reason)
        default:
            throw .dropped("TLS: \(Self.errorQueue())")
        }
    }

    func close() {
        ERR_clear_error()
        // Best effort: the socket is non-blocking and about to close.
        _ = SSL_shutdown(ssl)
        SSL_free(ssl)
        SSL_CTX_free(context)
        closeDescriptor(descriptor)
    }

    private static func isAddressLiteral(_ host: String) -> Bool {
        var buffer = in6_addr()
        return inet_pton(AF_INET, host, &buffer) == 1 || inet_pton(AF_INET6, host, &buffer) == 1
    }

    /// OpenSSL's queued errors as one line, oldest first.
    private static func errorQueue() -> String {
        var reasons: [String] = []
        while case let code = ERR_get_error(), code != 0 {
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            reasons.append(String(decoding: buffer.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self))
        }
        return reasons.isEmpty ? "unknown error" : reasons.joined(separator: "; ")
    }
}
