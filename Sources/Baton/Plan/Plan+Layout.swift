/// A type's layout under a selection, as a walk over the store finds it.
extension Plan {
    /// The layout a record of `type` reads under `selection`: a listed type's, or
    /// for a type no variant lists, the one its conditions the store learned give.
    @MainActor
    func layout(of type: TypeID, under selection: Int, variables: Variables, store: Store) -> TypeLayout {
        let prepared = self.prepared[selection]
        if !prepared.isAbstract { return prepared.layouts[0] }
        if let listed = prepared.layouts.first(where: { $0.type == type }) { return listed }
        var answered: UInt64 = 0
        for (position, condition) in prepared.conditions.enumerated() where store.hasLearned(type, satisfies: condition.name) {
            answered |= 1 << UInt64(position)
        }
        return prepared.unlistedLayout(type.name, answered: answered, variables)
    }
}
