/// What a refetch query says of the connection it pages: the response keys from
/// the fragment's record to the connection field, the variables that carry the
/// count and the cursor forward and backward, and the field that identifies the
/// record when the query fetches it through `node`.
public struct PaginationInfo: Sendable, Hashable {
    public struct Cursor: Sendable, Hashable {
        public let count: String
        public let cursor: String

        public init(count: String, cursor: String) {
            self.count = count
            self.cursor = cursor
        }
    }

    public let path: [String]
    public let forward: Cursor?
    public let backward: Cursor?
    public let identifierField: String?

    public init(path: [String], forward: Cursor? = nil, backward: Cursor? = nil, identifierField: String? = nil) {
        self.path = path
        self.forward = forward
        self.backward = backward
        self.identifierField = identifierField
    }
}
