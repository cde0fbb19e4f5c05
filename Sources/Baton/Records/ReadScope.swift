/// The records one observation read, for a host that knows when each of its observations
/// ends (a view's layout or render, a follower's update). A record's registrar outlives
/// the observations it told: each one that ended leaves its emptied tables behind, some
/// 400 bytes, so every row a long list drew on its way and dropped left that on each of
/// its records. A record read only inside scopes lets its registrar go when the last
/// scope that read it ends; one read outside every scope, by an observer no host tells
/// of its end, keeps it for its life.
@MainActor
public final class ReadScope {
    /// The scope whose body runs now, if one does.
    @exclusivity(unchecked) private static var current: ReadScope?
    /// One entry a read, repeats of the same record in a row counted once: each entry
    /// is one count on its record, taken back when the scope ends.
    private var records: [Record] = []
    private var isEnded = false

    public init() {}

    /// Runs `body`, its reads this scope's. A scope run inside another reads for the outer
    /// too, as an observation inside another registers for both.
    public func run<Result>(_ body: () -> Result) -> Result {
        let outer = Self.current
        let start = records.count
        Self.current = self
        defer {
            Self.current = outer
            if let outer { for record in records[start...] { outer.note(record) } }
        }
        return body()
    }

    /// Ends the scope once its observation ended, or no longer matters to anyone: each
    /// record it read counts it no more.
    public func end() {
        guard !isEnded else { return }
        isEnded = true
        for record in records { record.scopeEnded() }
        records = []
    }

    /// Counts a tracked read of `record` for the scope running, or marks it read outside
    /// every scope.
    @inline(__always)
    static func noteRead(of record: Record) {
        if let current { current.note(record) } else { record.readOutsideScopes() }
    }

    private func note(_ record: Record) {
        guard !isEnded, records.last !== record else { return }
        records.append(record)
        record.scopeRead()
    }
}
