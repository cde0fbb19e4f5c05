/// Each connection's edges as its last merge wrote them, by their count and the
/// nodes they link: the next page is de-duplicated against these nodes rather
/// than by going over the whole connection again, so that paging to the end of a
/// long list costs a page's work a page. An entry stands for the list only while
/// nothing but a merge wrote the connection's edges (an edge directive or an
/// updater may write another list) and none of its edges was written or deleted:
/// a batch that writes one of them drops every entry, and so does a collection,
/// which renumbers the records. The entry holds no list of its own, so that the
/// connection's list is its slot's alone and a page is appended to it in place.
/// Without an entry a merge goes over the whole connection, as before.
struct MergedEdges {
    struct Entry {
        /// How many edges the list holds: a list of another length is not the one
        /// the merge wrote.
        var count: Int
        /// The nodes those edges link, each edge live and its node the only one's.
        var nodes: Set<RecordID>
        /// The index the connection's edges are kept at (`Store.keptIndex`).
        let slot: Int32
    }

    private var entries: [RecordID: Entry] = [:]
    /// Every edge an entry holds and every connection with an entry: what a batch
    /// checks a write against, in one lookup for a record that is neither.
    private var watched: Set<RecordID> = []
    /// The highest record number watched. A record numbered after it, as every
    /// record a commit makes is until a merge keeps it, is not looked up: most of
    /// a page's writes are to records it makes.
    private var highest: Int32 = -1

    /// Whether writing the record's slot at `index` could make an entry wrong: any
    /// slot of an edge, the edges slot of a connection. Without an index, whether
    /// deleting or reviving the record could.
    func isStaled(by record: RecordID, at index: Int32?) -> Bool {
        guard record.index <= highest, watched.contains(record) else { return false }
        guard let index, let entry = entries[record] else { return true }
        return entry.slot == index
    }

    /// The connection's entry, taken out so that its set of nodes is changed in
    /// place and the merge's own write is not checked against it, if it stands
    /// for a list of `count` edges.
    mutating func take(_ connection: RecordID, holding count: Int) -> Entry? {
        guard let entry = entries.removeValue(forKey: connection) else { return nil }
        watched.remove(connection)
        return entry.count == count ? entry : nil
    }

    /// Keeps the entry of the list a merge wrote; `added` are its edges the
    /// connection did not hold before.
    mutating func keep(_ entry: Entry, for connection: RecordID, added: [RecordID?]) {
        entries[connection] = entry
        watched.insert(connection)
        highest = max(highest, connection.index)
        for case let edge? in added {
            watched.insert(edge)
            highest = max(highest, edge.index)
        }
    }

    mutating func removeAll() {
        entries.removeAll()
        watched.removeAll()
        highest = -1
    }
}
