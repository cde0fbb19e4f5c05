@_spi(Generated) import Baton

/// A handle a step named with `as`, its operation's type erased: what the
/// expectations read of it and what the steps do to it, whatever its kind.
@MainActor
protocol ScriptHandle: AnyObject {
    var request: Request { get }
    var phase: HandleState { get }
    var isStale: Bool { get }
    /// The data as the handle's lens reads it, as JSON.
    var reads: Variable { get }
    /// The same, read by a lens over the same root with an owner of its own and
    /// the log muted: nothing reported, nothing healed (`PathRead`).
    func quietReads(in store: Store) -> Variable
    /// Reads the fields along a row's path through the handle's own lens, which
    /// reports a missing one and heals it.
    func touch(_ path: ReadPath, in store: Store)
    /// Ends the step's retention; false when it had ended.
    func release() -> Bool
}

/// A query's or a mutation's handle: its fetch, read and driven.
@MainActor
protocol FetchingHandle: ScriptHandle {
    var fetch: HandleState { get }
    var isRefreshing: Bool { get }
    var fetchInFlight: Bool { get }
    func refetch() async throws
    func retry()
}

/// A subscription's handle: its stream, read.
@MainActor
protocol StreamingHandle: ScriptHandle {
    /// The stream in the suite's words: a word, or `{"ended": kind or null}`.
    var stream: Variable { get }
    var streamEvents: Int { get }
    var resumptions: Int { get }
    /// Every event the stream took, committed or refused: a step delivering
    /// one waits for this to move.
    var eventsTaken: Int { get }
}

/// A phase or a fetch in the suite's words: a word, or `{"failed": kind}`.
struct HandleState: Equatable, CustomStringConvertible {
    let word: String
    let failure: String?

    static func failed(_ kind: String) -> HandleState { HandleState(word: "failed", failure: kind) }

    /// The suite calls a phase or a throw failed by the environment's end
    /// `gone`, and keeps `environment` for the fetch; the runtime's failure
    /// names the environment in all three.
    static func gone(_ kind: Failure.Kind) -> String {
        kind == .environment ? "gone" : kind.rawValue
    }

    var description: String { failure.map { #"{"failed": "\#($0)"}"# } ?? word }
}
