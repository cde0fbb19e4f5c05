/// The edge directives' edits, made inside the commit that brought them, after
/// its entries and pages: an inserted edge is copied into a record the connection
/// owns, numbered by its `__connection_next_edge_index`, so the payload's own
/// records stay the payload's.
extension Store {
    private static let nextEdgeIndex = "__connection_next_edge_index"

    /// Makes every edit of the change set, in order.
    func applyEdits(_ changeSet: ChangeSet, _ targets: [Record], _ batch: inout Batch) {
        for edit in changeSet.edits {
            switch edit.action {
            case let .insertEdge(record, atEnd):
                let edge = targets[Int(record)]
                guard !edge.isDeleted else { continue }
                for connection in edit.connections.compactMap(editableConnection) {
                    insert(into: connection, type: edge.type, node: link(of: edge, "node"), atEnd: atEnd, &batch) { copy, batch in
                        for index in edge.occupiedIndices { batch.write(copy, index, edge.value(at: index)) }
                    }
                }
            case let .insertNode(record, atEnd, edgeTypeName):
                let node = targets[Int(record)]
                guard !node.isDeleted else { continue }
                let edgeType = Registry.shared.type(named: edgeTypeName)
                for connection in edit.connections.compactMap(editableConnection) {
                    insert(into: connection, type: edgeType, node: node.id, atEnd: atEnd, &batch) { edge, batch in
                        batch.write(edge, Registry.shared.slot(edgeType, "node").index, .link(node.id))
                        batch.write(edge, Registry.shared.slot(edgeType, "cursor").index, .null)
                    }
                }
            case let .deleteEdges(id):
                for connection in edit.connections.compactMap(editableConnection) {
                    deleteEdges(of: id, from: connection, &batch)
                }
            case let .deleteRecord(id):
                deleteRecord(id, &batch)
            }
        }
    }

    /// The connection a directive names, when memory holds it live and merged:
    /// a record that never took a page has no edges to edit.
    private func editableConnection(_ key: RecordKey) -> Record? {
        guard let connection = record(for: key), !connection.isDeleted,
              case .links = connection.value(at: edgesSlot(connection))
        else { return nil }
        return connection
    }

    /// Inserts a new edge of `type` at one end of the connection, filled by `fill`,
    /// unless an edge of another type or one for the same node is there already.
    private func insert(
        into connection: Record, type: TypeID, node: RecordID?, atEnd: Bool, _ batch: inout Batch,
        fill: (Record, inout Batch) -> Void
    ) {
        let slot = edgesSlot(connection)
        guard case let .links(current) = connection.value(at: slot) else { return }
        let edges = current.compactMap { $0 }.map(record)
        if let first = edges.first, first.type != type { return }
        if let node, edges.contains(where: { link(of: $0, "node") == node }) { return }
        let indexSlot = Registry.shared.slot(connection.type, Self.nextEdgeIndex).index
        let number = if case let .int(next) = connection.value(at: indexSlot) { next } else { 0 }
        let key = RecordKey.path(parent: connection.key, storageKey: "edges", index: number)
        let edge = record(for: key) ?? makeRecord(key, type: type)
        batch.revive(edge)
        fill(edge, &batch)
        batch.write(connection, indexSlot, .int(number + 1))
        batch.write(connection, slot, .links(atEnd ? current + [edge.id] : [edge.id] + current))
    }

    private func deleteEdges(of id: String, from connection: Record, _ batch: inout Batch) {
        let slot = edgesSlot(connection)
        guard case let .links(current) = connection.value(at: slot) else { return }
        let kept = current.filter { edge in
            guard let edge, let node = link(of: record(edge), "node") else { return true }
            let target = record(node)
            return target.value(at: Registry.shared.slot(target.type, "id").index) != .string(id)
        }
        batch.write(connection, slot, .links(kept))
    }

    /// Deletes the one live entity keyed by the id, whatever its type; with none or
    /// several, nothing.
    private func deleteRecord(_ id: String, _ batch: inout Batch) {
        let suffix = ":" + id
        let matches = allRecords.filter {
            !$0.isDeleted && $0.key.rawValue == $0.type.name + suffix
        }
        guard matches.count == 1 else { return }
        batch.delete(matches[0])
    }

    private func edgesSlot(_ connection: Record) -> Int32 {
        Registry.shared.slot(connection.type, "edges").index
    }

    private func link(of record: Record, _ field: String) -> RecordID? {
        guard case let .link(id) = record.value(at: Registry.shared.slot(record.type, field).index) else { return nil }
        return id
    }
}
