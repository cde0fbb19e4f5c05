extension Store {
    /// The availability check: whether the store holds every field the operation's
    /// plan needs under its variables, by a plan walk (`PlanWalk`) from the root.
    /// Memory answers first; a store with an image fills what memory lacks from it
    /// (`Store.hydrate`), so a relaunch renders what the last run fetched. A
    /// connection is walked through its client link, since its lens reads the
    /// pages merged there.
    public func isAvailable<Value: Operation>(_ operation: Value) -> Bool {
        availability(of: operation) != .miss
    }

    /// The availability check's answer itself: from memory, with the image's
    /// help, or a miss.
    public func availability<Value: Operation>(of operation: Value) -> Hydration.Answer {
        check(operation).answer
    }

    /// The availability check's whole walk: its answer, and whether the deferred
    /// parts, which the answer does not wait for, are held too.
    public func check<Value: Operation>(_ operation: Value) -> Hydration {
        hydrate(Value.plan.followingConnections, variables: operation.variables)
    }
}
