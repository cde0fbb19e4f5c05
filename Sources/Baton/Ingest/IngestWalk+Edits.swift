/// An edge directive's field: what it names, recorded as the change set's edit.
extension IngestWalk {
    /// Records the edit `edit` asks for with the value its field read: the edges
    /// or nodes a link holds for an insertion, the ids a scalar or a list of them
    /// holds for a deletion. A null names nothing.
    mutating func recordEdit(_ edit: Baton.Edit, _ value: ChangeSet.Value) {
        let connections = (edit.connections?.ids(variables) ?? []).map(RecordKey.init)
        switch edit.kind {
        case .appendEdge, .prependEdge:
            for record in linked(value) {
                changeSet.edits.append(ChangeSet.Edit(
                    action: .insertEdge(record: record, atEnd: edit.kind.appends), connections: connections))
            }
        case .appendNode, .prependNode:
            guard let edgeType = edit.edgeTypeName else { return }
            for record in linked(value) {
                changeSet.edits.append(ChangeSet.Edit(
                    action: .insertNode(record: record, atEnd: edit.kind.appends, edgeType: edgeType),
                    connections: connections))
            }
        case .deleteEdge:
            for id in ids(value) {
                changeSet.edits.append(ChangeSet.Edit(action: .deleteEdges(id: id), connections: connections))
            }
        case .deleteRecord:
            for id in ids(value) {
                changeSet.edits.append(ChangeSet.Edit(action: .deleteRecord(id: id), connections: []))
            }
        }
    }

    private func linked(_ value: ChangeSet.Value) -> [Int32] {
        switch value {
        case let .link(record): [record]
        case let .links(start, end): changeSet.linkLists[Int(start)..<Int(end)].filter { $0 >= 0 }
        default: []
        }
    }

    private func ids(_ value: ChangeSet.Value) -> [String] {
        guard case let .scalars(index) = value else { return keyText(value).map { [$0] } ?? [] }
        return changeSet.scalarLists[Int(index)].compactMap { element in
            switch element {
            case let .string(text): text
            case let .int(number): String(number)
            default: nil
            }
        }
    }
}
