extension HTTPTransport {
    /// How long a request may take to connect, and in all.
    public struct Timeouts: Sendable, Hashable {
        public var connect: Duration
        public var total: Duration

        public init(connect: Duration = .seconds(10), total: Duration = .seconds(60)) {
            self.connect = connect
            self.total = total
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
}
