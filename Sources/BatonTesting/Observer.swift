import Observation

/// A view-like observer of one read: it reads inside observation tracking and is
/// marked dirty by what the tracking reports, counted once until it renders
/// again, as a view schedules one render. A test calls `render()` once a commit
/// is over.
@MainActor
public final class Observer<Value> {
    private let read: @MainActor () -> Value
    private let marks = DirtyMarks()
    public private(set) var last: Value

    public init(_ read: @escaping @MainActor () -> Value) {
        self.read = read
        self.last = read()
        render()
    }

    /// How many times it was marked dirty.
    public var wakes: Int { marks.count }

    /// Reads again and tracks anew.
    public func render() {
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
