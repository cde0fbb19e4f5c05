#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Opens a non-blocking TCP socket to a host: each address `getaddrinfo` gives, in
/// its order, until one accepts before the deadline.
enum TCPConnector {
    static func connect(
        host: String, port: UInt16, until deadline: ContinuousClock.Instant
    ) throws(WebSocketError) -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let resolved = getaddrinfo(host, String(port), &hints, &list)
        guard resolved == 0, let first = list else {
            throw .resolution(host: host, message: String(cString: gai_strerror(resolved)))
        }
        defer { freeaddrinfo(list) }
        var failures: [String] = []
        var address: UnsafeMutablePointer<addrinfo>? = first
        while let current = address {
            address = current.pointee.ai_next
            switch attempt(current.pointee, until: deadline) {
            case let .success(descriptor): return descriptor
            case let .failure(message): failures.append(message)
            }
            guard ContinuousClock.now < deadline else { throw .connectTimedOut }
        }
        throw .connect("\(host):\(port): \(failures.joined(separator: "; "))")
    }

    private enum Attempt {
        case success(Int32)
        case failure(String)
    }

    private static func attempt(_ address: addrinfo, until deadline: ContinuousClock.Instant) -> Attempt {
        let descriptor = socket(address.ai_family, address.ai_socktype | Int32(SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), address.ai_protocol)
        guard descriptor >= 0 else { return .failure(String(cString: strerror(errno))) }
        var noDelay: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
        if Glibc.connect(descriptor, address.ai_addr, address.ai_addrlen) == 0 { return .success(descriptor) }
        guard errno == EINPROGRESS else { return fail(descriptor) }
        guard waitForSocket(descriptor, .writable, until: deadline) else {
            closeDescriptor(descriptor)
            return .failure("timed out")
        }
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length)
        guard error == 0 else {
            errno = error
            return fail(descriptor)
        }
        return .success(descriptor)
    }

    private static func fail(_ descriptor: Int32) -> Attempt {
        let message = String(cString: strerror(errno))
        closeDescriptor(descriptor)
        return .failure(message)
    }
}
