/// How the store answered an operation's selection.
public struct Hydration: Sendable, Equatable {
    public enum Answer: Sendable, Equatable {
        /// Memory held every field the selection waits for.
        case memory
        /// It did once the image filled what memory lacked.
        case image
        /// A field is in neither.
        case miss
    }

    public let answer: Answer
    /// Whether every deferred part of the selection was held too. The answer does
    /// not wait for them (the rest renders meanwhile); a fetch is made for them.
    public let holdsDeferredParts: Bool
    /// Rows read from the image by this walk: records' and root fields'.
    public let rowsRead: Int
}

extension Hydration {
    /// The answer of a walk that found what it waits for, or not, with the rows it read.
    init(complete: Bool, holdsDeferredParts: Bool, rowsRead: Int) {
        self.init(answer: !complete ? .miss : rowsRead > 0 ? .image : .memory, holdsDeferredParts: holdsDeferredParts,
                  rowsRead: rowsRead)
    }
}

extension Store {
    /// The availability check's plan walk (`PlanWalk`) from the query root under
    /// `variables`, filling from the image what memory lacks as it goes: each
    /// record's row read once a launch, each root field's row on its own, and
    /// memory kept wherever it holds a value. A missing lookup field is bound to
    /// the entity it names. What the walk writes is one local batch, notified once
    /// it is over; it never reaches the image. A plan of another root is walked
    /// over memory alone, since the image keeps the query root's records only.
    public func hydrate(_ plan: Plan, variables: Variables) -> Hydration {
        guard plan.kind == .query else {
            var walk = PlanWalk(store: self, plan: plan, variables: variables)
            let complete = walk.run()
            return Hydration(complete: complete, holdsDeferredParts: walk.holdsDeferredParts, rowsRead: 0)
        }
        learnImageMemberships()
        image?.learnTransientRoots(of: plan)
        let filling = image.map { ImageFill(store: self, image: $0) }
        var walk = PlanWalk(store: self, plan: plan, variables: variables, filling: filling, bindsLookups: true)
        let complete = walk.run()
        return Hydration(complete: complete, holdsDeferredParts: walk.holdsDeferredParts, rowsRead: walk.filling?.rowsRead ?? 0)
    }
}
