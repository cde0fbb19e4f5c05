/// The readers generated accessors call, one per shape of field. Each reads one
/// slot of the anchor's record; a non-null field the store does not hold reads as
/// its type's absent value, and the record's read has logged it as missing and
/// told the owner, so that its root heals.
@_spi(Generated)
@MainActor
extension Anchor {
    /// A nullable scalar, enum or mapped scalar.
    public func optional<Value: ScalarReadable>(_ reference: some SlotReference) -> Value? {
        guard let (record, slot) = locate(reference) else { return nil }
        return Value.read(record, slot, owner: owner)
    }

    /// A non-null scalar or enum.
    public func value<Value: ScalarReadable>(_ reference: some SlotReference) -> Value {
        optional(reference) ?? Value.absent
    }

    /// A nullable list of scalars whose elements are non-null: an element the type
    /// cannot hold is reported and left out.
    public func optionalList<Element: ScalarReadable>(_ reference: some SlotReference) -> [Element]? {
        guard let (record, slot) = locate(reference), let elements = record.readScalars(slot, owner: owner) else {
            return nil
        }
        return elements.compactMap { element in
            if let value = Element(element: element) { return value }
            record.reportUnexpected(slot)
            return nil
        }
    }

    /// A nullable list of scalars whose elements are nullable.
    public func optionalList<Element: ScalarReadable>(_ reference: some SlotReference) -> [Element?]? {
        guard let (record, slot) = locate(reference), let elements = record.readScalars(slot, owner: owner) else {
            return nil
        }
        return elements.map { Element(element: $0) }
    }

    public func list<Element: ScalarReadable>(_ reference: some SlotReference) -> [Element] {
        optionalList(reference) ?? []
    }

    public func list<Element: ScalarReadable>(_ reference: some SlotReference) -> [Element?] {
        optionalList(reference) ?? []
    }

    /// A nullable link, read as the linked record's lens.
    public func optionalLink<Target: Lens>(_ reference: some SlotReference) -> Target? {
        guard let (record, slot) = locate(reference), let target = record.readLink(slot, owner: owner) else {
            return nil
        }
        return Target(anchor: child(target))
    }

    /// A non-null link; a lens over no record when the store does not hold it.
    public func link<Target: Lens>(_ reference: some SlotReference) -> Target {
        optionalLink(reference) ?? Target(anchor: child(nil))
    }

    /// A nullable plural link.
    public func optionalLinks<Element: Lens>(_ reference: some SlotReference) -> List<Element>? {
        guard let (record, slot) = locate(reference), let targets = record.readLinks(slot, owner: owner) else {
            return nil
        }
        guard Element.bubbles else { return List(entries: targets, anchor: self) }
        // An element a `@required` null of its own leaves absent reads as a null entry, as Relay nulls it.
        return List(entries: targets.map { $0.flatMap { Element(anchor: child($0)).unmetRequirement == nil ? $0 : nil } },
                    anchor: self)
    }

    /// A non-null plural link; empty when the store does not hold it.
    public func links<Element: Lens>(_ reference: some SlotReference) -> List<Element> {
        optionalLinks(reference) ?? .empty
    }

    /// The concrete type's name, for `__typename`.
    public var typeName: String {
        record?.type.name ?? ""
    }

    /// A fragment spread on this record: the fragment's lens, entered here as its
    /// origin, reading in the spread's `scope` when the fragment declares arguments,
    /// else in the operation's variables.
    public func spread<Fragment: Lens>(in scope: FragmentScope? = nil) -> Fragment {
        Fragment(anchor: Anchor(record: record, owner: owner(of: scope), origin: record))
    }

    /// A spread whose fragment applies only to some of the types this selection reads.
    public func spread<Fragment: Lens>(if condition: some TypeCondition, in scope: FragmentScope? = nil) -> Fragment? {
        guard let record, condition.includes(record.type) else { return nil }
        return spread(in: scope)
    }

    /// A spread under `@defer`: the fragment's lens once a field its part delivers
    /// holds a value, nil while the part is to come. The reads register, so a view
    /// showing the absence is told when the part lands; a field not yet delivered
    /// is expected, so it is neither logged nor told to the owner as missing.
    public func deferredSpread<Fragment: Lens>(
        marking references: [any SlotReference], in scope: FragmentScope? = nil
    ) -> Fragment? {
        guard let record else { return nil }
        let owner = owner(of: scope)
        for reference in references {
            guard let slot = reference.slot(on: record, owner: owner) else { continue }
            if !record.readValue(slot).isMissing { return spread(in: scope) }
        }
        return nil
    }

    /// A deferred spread whose fragment applies only to some of the types this selection reads.
    public func deferredSpread<Fragment: Lens>(
        if condition: some TypeCondition, marking references: [any SlotReference], in scope: FragmentScope? = nil
    ) -> Fragment? {
        guard let record, condition.includes(record.type) else { return nil }
        return deferredSpread(marking: references, in: scope)
    }

    /// The owner a spread reads through: its scope's, or the operation's.
    private func owner(of scope: FragmentScope?) -> Owner {
        scope.map(owner.scoped) ?? owner.operation
    }

    /// The lens of an inline fragment on a narrower type, when the record is of it.
    public func narrowed<Target: Lens>(to condition: some TypeCondition) -> Target? {
        guard let record, condition.includes(record.type) else { return nil }
        return Target(anchor: self)
    }

    /// The record and the slot a reference names on it; nil for a lens over no
    /// record, or a rendered key whose store is gone.
    private func locate(_ reference: some SlotReference) -> (Record, Slot)? {
        guard let record, let slot = reference.slot(on: record, owner: owner) else { return nil }
        return (record, slot)
    }
}
