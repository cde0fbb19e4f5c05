extension HTTPTransport {
    /// How long a request may take to connect, and in all. A subscription's stream
    /// has no end to wait for, so `idle` bounds it instead: how long it may go
    /// without a byte, a server's keep-alive comments counting.
    public struct Timeouts: Sendable, Hashable {
        public var connect: Duration
        public var total: Duration
        public var idle: Duration

        public init(connect: Duration = .seconds(10), total: Duration = .seconds(60), idle: Duration = .seconds(60)) {
            self.connect = connect
            self.total = total
            self.idle = idle
        }
    }
}

extension Duration {
    /// Whole milliseconds, at least one: libcurl reads zero as "no timeout".
    var curlMilliseconds: Int {
        let (seconds, attoseconds) = components
        let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
        guard !milliseconds.overflow else { return Int.max }
        return max(1, Int(milliseconds.partialValue + attoseconds / 1_000_000_000_000_000))
    }

    /// Whole seconds, a started one counted, at least one: libcurl's idle limit counts seconds.
    var curlSeconds: Int {
        let (seconds, attoseconds) = components
        return max(1, Int(clamping: seconds) + (attoseconds > 0 ? 1 : 0))
    }
}
