/// Why a task's hops could not be counted.
enum TaskHopsError: Error, Equatable, CustomStringConvertible {
    /// Every watch was taken: more counts ran at once than the counter holds.
    case tooManyWatches

    var description: String { "more tasks' hops were counted at once than the counter holds" }
}
