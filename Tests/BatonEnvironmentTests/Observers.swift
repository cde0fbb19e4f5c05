import Observation

/// A view-like observer: it reads through `read` inside observation tracking and
/// is marked dirty by what the tracking reports, counted once until it renders
/// again, as a view that schedules one render. `render()` reads again and tracks
/// anew; a test calls it once a commit is over.
@MainActor
final class Observer<Value> {
    private let read: @MainActor () -> Value
    private let marks = DirtyMarks()
    private(set) var last: Value

    init(_ read: @escaping @MainActor () -> Value) {
        self.read = read
        self.last = read()
        render()
    }

    /// How many times it was marked dirty.
    var wakes: Int { marks.count }

    func render() {
        let marks = marks
        marks.isDirty = false
        last = withObservationTracking(read) {
            guard !marks.isDirty else { return }
            marks.isDirty = true
            marks.count += 1
        }
    }
}

/// Marked where tracking calls back, synchronously inside the commit's batch.
private final class DirtyMarks: @unchecked Sendable {
    var count = 0
    var isDirty = false
}
