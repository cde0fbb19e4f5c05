import BatonTUI
import Observation

/// A question on the status line before an action that is hard to take back (a merge,
/// a close): the next key answers it. A key it offers runs that choice; any other key
/// cancels, and says that nothing was done. While it asks, its screen gives it every key.
@MainActor
@Observable
public final class Confirmation: NoticeSource {
    /// One answer: its key and what it runs.
    public struct Choice {
        let key: Key
        let run: @MainActor () -> Void

        public init(_ key: Key, run: @escaping @MainActor () -> Void) {
            self.key = key
            self.run = run
        }
    }

    /// The question while it waits, then what a cancel left, until the next key.
    public private(set) var notice: String?
    @ObservationIgnored private var choices: [Choice] = []
    @ObservationIgnored private var cancelled = ""

    public init() {}

    /// Whether the next key answers a question.
    public var isAsking: Bool { !choices.isEmpty }

    /// Asks `question` (which names the keys); `cancelled` is said when another key comes.
    public func ask(_ question: String, choices: [Choice], cancelled: String) {
        notice = question
        self.choices = choices
        self.cancelled = cancelled
    }

    /// Answers the question with `key`; false when none is asked.
    public func handle(_ key: Key) -> Bool {
        guard isAsking else { return false }
        let chosen = choices.first { $0.key == key }
        choices = []
        notice = chosen == nil ? cancelled : nil
        chosen?.run()
        return true
    }

    /// A question let go (the screen retried, or left) is a cancel that says nothing.
    public func dismissNotice() {
        choices = []
        notice = nil
    }
}
