#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A `ws://` connection's bytes: the non-blocking socket itself.
final class PlainStream: ByteStream {
    let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(WebSocketError) -> StreamProgress {
        while true {
            let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if count > 0 { return .moved(count) }
            if count == 0 { return .ended }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock(.readable)
            default: throw .dropped(String(cString: strerror(errno)))
            }
        }
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws(WebSocketError) -> StreamProgress {
        while true {
            // MSG_NOSIGNAL: a peer that went away is an error here, not SIGPIPE.
            let count = send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
            if count >= 0 { return .moved(count) }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock(.writable)
            default: throw .dropped(String(cString: strerror(errno)))
            }
        }
    }

    func close() {
        closeDescriptor(descriptor)
    }
}
