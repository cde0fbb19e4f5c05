/// The merge of a connection's pages, as Relay's connection handler merges them:
/// inside the commit that brought the page, after its entries are written, against
/// the connection record as the store holds it then.
extension Store {
    /// The page info fields, each in the direction that sets it.
    private static let forwardInfo = ["endCursor", "hasNextPage"]
    private static let backwardInfo = ["startCursor", "hasPreviousPage"]

    /// Merges every page of the change set into its connection record.
    func mergePages(_ changeSet: ChangeSet, _ targets: [Record], _ batch: inout Batch) {
        for page in changeSet.pages {
            merge(targets[Int(page.page)], into: targets[Int(page.connection)], page.merge, &batch)
        }
    }

    /// The connection's own fields follow the page's; its edges are replaced,
    /// appended to or prepended to, one edge per node; its page info takes the
    /// fields of the page's direction. A page after a cursor that is no longer the
    /// connection's end, or before one no longer its start, is stale and ignored.
    /// A connection without edges yet takes any page as its first.
    private func merge(_ page: Record, into connection: Record, _ merge: ConnectionPage.Merge, _ batch: inout Batch) {
        guard !page.isDeleted else { return }
        let edgesSlot = Registry.shared.slot(page.type, "edges").index
        let infoSlot = Registry.shared.slot(page.type, "pageInfo").index
        let currentEdges: [RecordID?]? = if case let .links(ids) = connection.value(at: edgesSlot) { ids } else { nil }
        let currentInfo = linked(connection, infoSlot)
        let merge = currentEdges == nil ? .replace : merge
        switch merge {
        case let .append(after) where string(currentInfo, "endCursor") != after: return
        case let .prepend(before) where string(currentInfo, "startCursor") != before: return
        default: break
        }

        for index in page.occupiedIndices where index != edgesSlot && index != infoSlot {
            batch.write(connection, index, page.value(at: index))
        }

        var pageEdges: [RecordID] = []
        if case let .links(ids) = page.value(at: edgesSlot) { pageEdges = ids.compactMap { $0 } }
        let kept = (currentEdges ?? []).compactMap { $0 }
        let edges: [RecordID] = switch merge {
        case .replace: unique(pageEdges)
        case .append: unique(kept + pageEdges)
        case .prepend: unique(pageEdges + kept)
        }
        batch.write(connection, edgesSlot, .links(edges))

        guard let pageInfo = linked(page, infoSlot) else { return }
        let infoKey = RecordKey.path(parent: connection.key, storageKey: "pageInfo")
        let info = record(for: infoKey) ?? makeRecord(infoKey, type: pageInfo.type)
        batch.revive(info)
        batch.write(connection, infoSlot, .link(info.id))
        let fields: [String] = switch merge {
        case .replace: Self.forwardInfo + Self.backwardInfo
        case .append: Self.forwardInfo
        case .prepend: Self.backwardInfo
        }
        for name in fields {
            let slot = Registry.shared.slot(pageInfo.type, name).index
            let value = pageInfo.value(at: slot)
            if !value.isMissing { batch.write(info, slot, value) }
        }
    }

    /// The edges in order, the first edge for a node kept; an edge without a node
    /// has nothing to be a duplicate of and stays. One set of nodes serves the
    /// whole merge, and the node's slot is looked up once per edge type rather
    /// than per edge, since a connection's edges share one type.
    private func unique(_ edges: [RecordID]) -> [RecordID] {
        var nodes: Set<RecordID> = []
        nodes.reserveCapacity(edges.count)
        var kept: [RecordID] = []
        kept.reserveCapacity(edges.count)
        var edgeType: TypeID?
        var nodeSlot: Int32 = 0
        for id in edges {
            let edge = record(id)
            guard !edge.isDeleted else { continue }
            if edge.type != edgeType {
                edgeType = edge.type
                nodeSlot = Registry.shared.slot(edge.type, "node").index
            }
            if case let .link(node) = edge.value(at: nodeSlot), !nodes.insert(node).inserted { continue }
            kept.append(id)
        }
        return kept
    }

    private func linked(_ record: Record, _ slot: Int32) -> Record? {
        guard case let .link(id) = record.value(at: slot) else { return nil }
        let target = self.record(id)
        return target.isDeleted ? nil : target
    }

    private func string(_ record: Record?, _ field: String) -> String? {
        guard let record, case let .string(text) = record.value(at: Registry.shared.slot(record.type, field).index)
        else { return nil }
        return text
    }
}
