extension ChangeSet {
    /// An edge directive's edit as a response asked for it, for the commit to make
    /// against the store's connections once the entries and pages are written.
    struct Edit: Sendable {
        enum Action: Sendable {
            /// An edge of this change set to copy into each connection.
            case insertEdge(record: Int32, atEnd: Bool)
            /// A node of this change set to make an edge of `edgeType` for in each connection.
            case insertNode(record: Int32, atEnd: Bool, edgeType: String)
            /// Every edge whose node has the id leaves each connection.
            case deleteEdges(id: String)
            /// The one live record with the id is deleted.
            case deleteRecord(id: String)
        }

        let action: Action
        let connections: [RecordKey]
    }
}
