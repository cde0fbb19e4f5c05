/// Collection: the records no root reaches leave memory. The mark is a plan walk
/// (`PlanWalk`) of each root's plan from its root record under its variables,
/// through each connection's client link, so the pages merged into it stay;
/// the three root records always stay, and so do completed mutations' payloads and
/// the records optimistic layers hold. The write queue of an image holds
/// snapshots, not records, so it needs nothing kept.
extension Store {
    /// What one collection did.
    public struct Collection: Sendable, Equatable {
        public let removedRecords: Int
        /// Slots of kept records that linked to a removed one and were cleared.
        public let clearedSlots: Int
        /// Keys the store rendered that nothing names any more.
        public let freedRenderedKeys: Int
    }

    /// Marks from `roots`, removes every record left unmarked (detached, so a lens
    /// still holding one reads its links as absent), renumbers the survivors in
    /// order, clears the links that named a removed record, and frees the rendered
    /// keys nothing names.
    @discardableResult
    func collect(from roots: [any Root]) -> Collection {
        var marked = [Bool](repeating: false, count: recordCount)
        for position in 0..<min(3, marked.count) { marked[position] = true }
        var named: Set<Int32> = []
        let marks = roots.map { ($0.plan, $0.variables) } + payloadRoots.all.map { ($0.plan, $0.variables) }
        for (plan, variables) in marks { markReached(by: plan, variables, &marked, &named) }
        for record in recordsHeldByLayers { marked[Int(record.id.index)] = true }
        guard marked.contains(false) else {
            return Collection(removedRecords: 0, clearedSlots: 0,
                              freedRenderedKeys: freeRenderedKeys(keeping: renderedNumbers(usedBy: allRecords, adding: named)))
        }

        var renumbered = [Int32](repeating: -1, count: marked.count)
        var kept: [Record] = []
        var removed = 0
        for record in allRecords {
            if marked[Int(record.id.index)] {
                renumbered[Int(record.id.index)] = Int32(kept.count)
                kept.append(record)
            } else {
                removed += 1
                record.detach()
            }
        }
        var cleared = 0
        var clearedRootCells: [String] = []
        for record in kept {
            record.id = RecordID(index: renumbered[Int(record.id.index)])
            for index in record.clearLinks(renumbered) {
                cleared += 1
                if record.key == .queryRoot { clearedRootCells.append(storageKey(of: index, on: record.type)) }
            }
        }
        replaceRecords(with: kept)
        image?.forget(rootCells: clearedRootCells)
        verifyInvariants()
        return Collection(removedRecords: removed, clearedSlots: cleared,
                          freedRenderedKeys: freeRenderedKeys(keeping: renderedNumbers(usedBy: kept, adding: named)))
    }

    /// The collector's mark for one root: the records a plan walk over memory
    /// reaches from it, and the rendered numbers its fields name, which the root's
    /// lenses resolved too.
    private func markReached(by plan: Plan, _ variables: Variables, _ marked: inout [Bool], _ named: inout Set<Int32>) {
        var walk = PlanWalk(store: self, plan: plan.followingConnections, variables: variables)
        _ = walk.run()
        for id in walk.reachedRecords() { marked[Int(id.index)] = true }
        for slot in walk.renderedSlots() { named.insert(Slot.renderedNumber(slot)) }
    }

    /// The rendered numbers the records' slots use, added to those the roots name.
    private func renderedNumbers(usedBy records: [Record], adding named: Set<Int32>) -> Set<Int32> {
        var named = named
        for record in records {
            for index in record.occupiedIndices where index < 0 { named.insert(Slot.renderedNumber(index)) }
        }
        return named
    }
}

extension Record {
    /// Renumbers this record's links by `renumbered` (old number to new, -1 for a
    /// removed record); a slot that named a removed record is cleared and its
    /// readers told. Returns the cleared slots.
    fileprivate func clearLinks(_ renumbered: [Int32]) -> [Int32] {
        var cleared: [Int32] = []
        for index in occupiedIndices {
            switch value(at: index) {
            case let .link(target):
                let number = renumbered[Int(target.index)]
                if number < 0 {
                    cleared.append(index)
                } else {
                    setValue(.link(RecordID(index: number)), at: index)
                }
            case let .links(targets):
                var moved: [RecordID?] = []
                moved.reserveCapacity(targets.count)
                var lost = false
                for target in targets {
                    guard let target else { moved.append(nil); continue }
                    let number = renumbered[Int(target.index)]
                    if number < 0 { lost = true; break }
                    moved.append(RecordID(index: number))
                }
                if lost { cleared.append(index) } else { setValue(.links(moved), at: index) }
            default:
                break
            }
        }
        for index in cleared {
            setValue(.missing, at: index)
            notifyChannel(index)
        }
        return cleared
    }
}

extension SlotValue {
    /// Whether overwriting this value with `new` unlinks a record it linked to,
    /// so that a collection may find it unreached. A list that keeps every
    /// element it had, as an appended or prepended page leaves the connection's
    /// edges, drops nothing.
    func dropsLinks(overwrittenBy new: SlotValue) -> Bool {
        switch (self, new) {
        case let (.link(old), .links(elements)): !elements.contains(old)
        case let (.links(old), .links(elements)): !elements.keepsEvery(of: old)
        case (.link, _), (.links, _): true
        default: false
        }
    }
}

extension [RecordID?] {
    /// Whether every record `old` names is among these: checked in place when
    /// `old` is their start or their end, as an append or a prepend leaves it,
    /// else through a set.
    fileprivate func keepsEvery(of old: [RecordID?]) -> Bool {
        if count >= old.count, starts(with: old) || suffix(old.count).elementsEqual(old) { return true }
        return Set(compactMap { $0 }).isSuperset(of: old.compactMap { $0 })
    }
}
