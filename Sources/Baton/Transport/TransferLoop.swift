import CCurl
import Foundation

/// The one thread that runs every HTTP transfer of the process, through libcurl's
/// multi interface.
///
/// Why one thread and the multi interface rather than a thread per blocking
/// `curl_easy_perform`: the caller's thread (the main actor, or a cooperative pool
/// thread) is never blocked either way, but here cancellation is immediate (the
/// consumer's end wakes the loop, which removes the handle and so closes the
/// connection, instead of waiting up to a second for a progress callback), concurrent
/// requests cost no thread each, and connections are reused across requests.
final class TransferLoop: Sendable {
    /// Nil when libcurl cannot be initialized; transports then fail every request.
    static let shared: TransferLoop? = TransferLoop()

    /// Touched only by the loop's thread, except `curl_multi_wakeup`, which libcurl
    /// allows from any thread.
    private nonisolated(unsafe) let multi: UnsafeMutableRawPointer
    private let inbox = Locked(Inbox())

    private struct Inbox {
        var started: [CurlTransfer] = []
        var cancelled: [CurlTransfer] = []
    }

    private init?() {
        guard CurlGlobal.isInitialized, let multi = curl_multi_init() else { return nil }
        self.multi = multi
        let thread = Thread { [self] in run() }
        thread.name = "baton.transfers"
        thread.start()
    }

    func start(_ transfer: CurlTransfer) {
        inbox.withLock { $0.started.append(transfer) }
        curl_multi_wakeup(multi)
    }

    /// Aborts a transfer that has not finished; one that has is left alone.
    func cancel(_ transfer: CurlTransfer) {
        inbox.withLock { $0.cancelled.append(transfer) }
        curl_multi_wakeup(multi)
    }

    private func run() -> Never {
        var running: [UnsafeMutableRawPointer: CurlTransfer] = [:]
        while true {
            let (started, cancelled) = inbox.withLock { inbox in
                defer { inbox = Inbox() }
                return (inbox.started, inbox.cancelled)
            }
            for transfer in started {
                let code = curl_multi_add_handle(multi, transfer.easy)
                if code == CURLM_OK {
                    running[transfer.easy] = transfer
                } else {
                    transfer.continuation?.finish(throwing: TransportError.connection(
                        "libcurl could not start the transfer: \(String(cString: curl_multi_strerror(code)))"))
                }
            }
            // The consumer has already ended the sequence; removing the handle closes
            // the connection mid-transfer.
            for transfer in cancelled where running[transfer.easy] === transfer {
                running[transfer.easy] = nil
                curl_multi_remove_handle(multi, transfer.easy)
            }

            var active: Int32 = 0
            curl_multi_perform(multi, &active)
            var queued: Int32 = 0
            while let message = curl_multi_info_read(multi, &queued) {
                guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                      let transfer = running.removeValue(forKey: easy)
                else { continue }
                let code = message.pointee.data.result
                curl_multi_remove_handle(multi, easy)
                transfer.complete(code)
            }
            // libcurl shortens the wait to its own next deadline (a timeout, a retry);
            // with nothing running only a wakeup ends it.
            curl_multi_poll(multi, nil, 0, running.isEmpty ? 60_000 : 1_000, nil)
        }
    }
}
