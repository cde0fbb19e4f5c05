/// The roots no holder keeps, oldest first: each waits here so that a screen
/// left and entered again finds its data, until `capacity` newer ones push it out.
struct ReleaseBuffer {
    let capacity: Int
    private var waiting: [AnyHashable] = []

    init(capacity: Int) {
        self.capacity = capacity
    }

    var count: Int { waiting.count }

    /// Takes in a root that lost its last holder; returns the roots it pushed out,
    /// oldest first (itself, when the buffer holds none).
    mutating func admit(_ key: AnyHashable) -> [AnyHashable] {
        remove(key)
        waiting.append(key)
        let excess = waiting.count - capacity
        guard excess > 0 else { return [] }
        let out = Array(waiting.prefix(excess))
        waiting.removeFirst(excess)
        return out
    }

    /// A holder took the root back.
    mutating func remove(_ key: AnyHashable) {
        waiting.removeAll { $0 == key }
    }
}
