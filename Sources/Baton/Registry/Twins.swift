/// A store's twins: a slot the build numbered after the store had rendered the
/// same text, so that one storage key has two slots on a type. The store keeps the
/// value at the rendered twin, which its records already hold and its owners
/// already resolved, and reads, writes and notifies the two as one.
@MainActor
struct Twins {
    /// Each twinned build slot's rendered twin, by the store's number.
    private var renderedByBuilt: [Slot: Int32] = [:]
    /// The build slots twinned with each rendered number, one per type at most.
    private var builtByRendered: [Int32: [Slot]] = [:]
    /// How many of the registry's slots have been looked at.
    private var cursor = Registry.shared.slotCount

    /// Looks at the slots the build numbered since the last look: each whose text
    /// the store already rendered (`renderedNumbers`, by text) becomes a twin.
    mutating func adopt(_ renderedNumbers: [String: Int32]) {
        let registry = Registry.shared
        let count = registry.slotCount
        guard count != cursor else { return }
        guard !renderedNumbers.isEmpty else {
            cursor = count
            return
        }
        let numbered = registry.slots(numberedFrom: cursor)
        cursor = numbered.next
        for (slot, text) in numbered.slots {
            guard let number = renderedNumbers[text] else { continue }
            renderedByBuilt[slot] = number
            builtByRendered[number, default: []].append(slot)
        }
    }

    /// The rendered number twinned with a build slot.
    func rendered(twinOf built: Slot) -> Int32? {
        renderedByBuilt.isEmpty ? nil : renderedByBuilt[built]
    }

    /// The build slot twinned with a rendered number on `type`.
    func built(twinOf number: Int32, on type: TypeID) -> Slot? {
        builtByRendered[number]?.first { $0.type == type }
    }

    /// Whether a rendered number has a twin on some type.
    func hasTwin(_ number: Int32) -> Bool {
        builtByRendered[number] != nil
    }
}

extension Record {
    /// Tells the readers of a slot that it changed, and those of its twin.
    func notifyChannel(_ index: Int32) {
        notifyReaders(of: ObservationChannels.keyPath(index))
        if index < 0, let twin = store?.builtTwin(of: index, on: type) {
            notifyReaders(of: ObservationChannels.keyPath(twin))
        }
    }
}
