/// A deferred item's `data`, read as the object at its target: its record is
/// the store's, its fields the label's.
extension IngestWalk {
    /// Reads the item's object, at `dataStart` in the part's bytes, into a change
    /// set of its own, with the item's errors placed from the target down.
    mutating func readItem(at dataStart: Int, into target: DeferredTarget, errors: [ResponseError]) throws(IngestError) -> ChangeSet {
        // The selection depth counts the path's links, as the whole response's walk would.
        let depth = target.path.reduce(1) { depth, segment in
            if case .name = segment { depth + 1 } else { depth }
        }
        guard depth <= Ingest.maximumSelectionDepth else { throw IngestError(.nestingTooDeep, at: dataStart) }
        let top = record(target.record, type: target.type)
        delivering = target.label
        partDepth = depth
        partLayout = target.layout
        partSelection = target.selection
        partPath = target.path
        scanner.pos = dataStart
        // The item's object sits in the envelope's `incremental` list: three containers deep.
        jsonDepth = 3
        _ = try readObject(target.selection, at: .root(top), depth: depth)
        responseErrors = errors
        placeErrors()
        changeSet.groupEntriesByRecord()
        return changeSet
    }

    /// A part the server could not deliver: its errors land on the fields of its
    /// label at the target, each on the field its path names below the target,
    /// or on every such field when its path names none of them.
    mutating func failedPart(into target: DeferredTarget, errors: [ResponseError]) -> ChangeSet {
        let top = record(target.record, type: target.type)
        let layout = target.layout
        let labelled = layout.fields.indices.filter { position in
            layout.fields[position].deferred == target.label
                && !deselected.contains(FieldPosition(selection: target.selection, variant: layout.variant, position: position))
        }
        for error in errors {
            var landing = labelled
            if let path = error.path, path.count > target.path.count, path.starts(with: target.path),
               case let .name(name) = path[target.path.count],
               let named = labelled.first(where: { layout.fields[$0].responseKey == Array(name.utf8) }) {
                landing = [named]
            }
            for position in landing {
                let slot = slot(layout, position, selection: target.selection)
                changeSet.errors.append(ChangeSet.ErrorEntry(record: top, slot: slot, error: error.fieldError))
            }
        }
        return changeSet
    }
}
