/// Completed mutations' payloads as roots, apart from the release buffer: one per
/// operation value (its name and variables), as many as the buffer holds, the
/// oldest out first, so that mutations push no released query out.
@MainActor
struct PayloadRoots {
    let capacity: Int
    private var order: [AnyHashable] = []
    private var roots: [AnyHashable: PayloadRoot] = [:]

    init(capacity: Int) {
        self.capacity = capacity
    }

    var all: [PayloadRoot] { order.compactMap { roots[$0] } }

    var count: Int { order.count }

    /// Keeps a mutation's payload as the newest root; returns whether an older one
    /// left for it.
    mutating func admit<Value: Mutation>(_ mutation: Value) -> Bool {
        let key = AnyHashable(mutation)
        order.removeAll { $0 == key }
        order.append(key)
        roots[key] = PayloadRoot(plan: Value.plan, variables: mutation.variables)
        var left = false
        while order.count > capacity {
            roots[order.removeFirst()] = nil
            left = true
        }
        return left
    }

    mutating func removeAll() {
        order.removeAll()
        roots.removeAll()
    }
}

/// A completed mutation's payload: what a collection marks from, through the
/// mutation's plan from the mutation root. It has no holder, no age and no fetch,
/// since the runtime never sends a mutation again.
struct PayloadRoot {
    let plan: Plan
    let variables: Variables
}

extension Store {
    /// How many completed mutations' payloads the store keeps as roots.
    public var payloadRootCount: Int { payloadRoots.count }

    /// Keeps a completed mutation's payload as a root; one that left for it asks
    /// for a collection.
    func keepPayload<Value: Mutation>(of mutation: Value) {
        if payloadRoots.admit(mutation) { droppedLink?() }
    }

    /// A mutation's answer committed in place of its optimistic layer, in one batch,
    /// its payload kept as a root apart from the release buffer.
    @discardableResult
    public func commitAnswer<Value: Mutation>(
        _ changeSet: ChangeSet, of mutation: Value, replacing layer: OptimisticLayer?
    ) -> Commit {
        let commit = self.commit(changeSet, kind: .server, replacing: layer)
        keepPayload(of: mutation)
        return commit
    }
}
