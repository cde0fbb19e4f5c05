/// A page a response brought for a connection field: the connection record it
/// merges into and the page record the server's response wrote, both records of
/// the change set, and how the page was fetched. The commit merges it against the
/// store's connection as it is then, since the ingest cannot see the store.
struct ConnectionPage: Sendable {
    /// How a page joins the connection, by the cursor it was fetched from.
    enum Merge: Sendable, Hashable {
        /// No cursor: the page is the connection's first, and starts it again.
        case replace
        /// After a cursor: valid only while that cursor is the connection's end.
        case append(after: String)
        /// Before a cursor: valid only while that cursor is the connection's start.
        case prepend(before: String)
    }

    let connection: Int32
    let page: Int32
    let merge: Merge
}
