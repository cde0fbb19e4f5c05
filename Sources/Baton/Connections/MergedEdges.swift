/// Each connection's edges as its last merge wrote them, with the nodes they link:
/// the next page is de-duplicated against these nodes rather than by going over
/// the whole connection again, so that paging to the end of a long list costs a
/// page's work a page. An entry stands for the list only while the connection
/// holds that same list (an edge directive or an updater may have written
/// another) and none of its edges was written or deleted since: a batch that
/// changes one drops every entry, and so does a collection, which renumbers the
/// records. Without an entry a merge goes over the whole connection, as before.
struct MergedEdges {
    struct Entry {
        /// The list the merge wrote, as the connection holds it.
        var edges: [RecordID?]
        /// The nodes those edges link, each edge live and its node the only one's.
        var nodes: Set<RecordID>
    }

    private var entries: [RecordID: Entry] = [:]
    /// Every edge an entry holds: what a batch checks a write against.
    private var edges: Set<RecordID> = []

    /// Whether a write to the record could make an entry wrong.
    func holds(_ edge: RecordID) -> Bool {
        !edges.isEmpty && edges.contains(edge)
    }

    /// The connection's entry, taken out so that its sets are changed in place,
    /// if it stands for `current`, the list the connection holds now. Comparing
    /// lists is immediate when `current` is the list the entry wrote.
    mutating func take(_ connection: RecordID, holding current: [RecordID?]) -> Entry? {
        guard let entry = entries.removeValue(forKey: connection), entry.edges == current else { return nil }
        return entry
    }

    /// Keeps the entry of the list a merge wrote; `added` are its edges the
    /// connection did not hold before.
    mutating func keep(_ entry: Entry, for connection: RecordID, added: [RecordID?]) {
        entries[connection] = entry
        for case let edge? in added { edges.insert(edge) }
    }

    mutating func removeAll() {
        entries.removeAll()
        edges.removeAll()
    }
}
