/// One parsed SDL file the schema is built from: the server's schema, or a client
/// schema extension named in baton.json.
public struct SchemaSource: Sendable {
    public var document: Document
    public var path: String
    /// A client extension: its types and fields are never sent to a server.
    public var isClient: Bool

    public init(document: Document, path: String, isClient: Bool = false) {
        self.document = document
        self.path = path
        self.isClient = isClient
    }
}
