import Observation

/// A view-like observer of one read: marked dirty by what observation reports,
/// counted once until it reads again, as a view schedules one render.
@MainActor
final class Observer<Value> {
    private let read: @MainActor () -> Value
    private let marks = Marks()
    private(set) var last: Value

    init(_ read: @escaping @MainActor () -> Value) {
        self.read = read
        self.last = read()
        render()
    }

    /// How many times it was marked dirty.
    var wakes: Int { marks.count }

    /// Reads again and tracks anew.
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

/// Marked where tracking calls back, inside the commit's batch.
private final class Marks: @unchecked Sendable {
    var count = 0
    var isDirty = false
}
