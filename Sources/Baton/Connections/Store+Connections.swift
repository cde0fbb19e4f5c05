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
        // Only the count: the list stays its slot's alone, for an appended page to grow it in place.
        let currentCount: Int? = if case let .links(ids) = connection.value(at: edgesSlot) { ids.count } else { nil }
        let currentInfo = linked(connection, infoSlot)
        let merge = currentCount == nil ? .replace : merge
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
        mergeEdges(pageEdges, into: connection, edgesSlot, holding: currentCount ?? 0, merge, &batch)

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

    /// Writes the connection's edges after the page: the edges of the connection
    /// then the page's, or the page's then the connection's, each node's first edge
    /// kept. With the entry of the list the connection holds, whose edges are live
    /// and their nodes distinct, only the page's edges are looked at, and an
    /// appended page's are added to the list in place; a prepended page that
    /// repeats one of its nodes drops the connection's edge for it, wherever it is,
    /// so that page goes over them all, as does any page without an entry. The
    /// entry is taken out of `mergedEdges`, so that its set of nodes grows in place,
    /// not copied, and kept again after the write.
    private func mergeEdges(
        _ page: [RecordID], into connection: Record, _ slot: Int32, holding count: Int,
        _ merge: ConnectionPage.Merge, _ batch: inout Batch
    ) {
        var nodes: Set<RecordID> = []
        if var entry = mergedEdges.take(connection.id, holding: count) {
            switch merge {
            case .replace:
                break
            case .append:
                let added = unique(page, &entry.nodes)
                batch.append(added, toLinksAt: slot, of: connection)
                entry.count += added.count
                mergedEdges.keep(entry, for: connection.id, added: added)
                return
            case .prepend:
                let added = unique(page, &nodes)
                if nodes.isDisjoint(with: entry.nodes), case let .links(current) = connection.value(at: slot) {
                    entry.nodes.formUnion(nodes)
                    entry.count += added.count
                    batch.write(connection, slot, .links(added + current))
                    mergedEdges.keep(entry, for: connection.id, added: added)
                    return
                }
                nodes = []
            }
        }
        var kept: [RecordID] = []
        if case let .links(current) = connection.value(at: slot) { kept = current.compactMap { $0 } }
        let all = switch merge {
        case .replace: page
        case .append: kept + page
        case .prepend: page + kept
        }
        // Room for as many edges again, as an array's own growth leaves: the pages
        // appended next grow the list in place.
        let edges = unique(all, &nodes, room: all.count)
        batch.write(connection, slot, .links(edges))
        let entry = MergedEdges.Entry(count: edges.count, nodes: nodes, slot: keptIndex(slot, on: connection.type))
        mergedEdges.keep(entry, for: connection.id, added: edges)
    }

    /// The edges in order, the first edge for a node kept, `nodes` holding those
    /// met before and, after, every node kept; an edge without a node has nothing
    /// to be a duplicate of and stays, a deleted edge goes. The node's slot is
    /// looked up once per edge type rather than per edge, since a connection's
    /// edges share one type. The list has capacity for `room` edges more.
    private func unique(_ edges: [RecordID], _ nodes: inout Set<RecordID>, room: Int = 0) -> [RecordID?] {
        nodes.reserveCapacity(nodes.count + edges.count)
        var kept: [RecordID?] = []
        kept.reserveCapacity(edges.count + room)
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
