/// What paging a refetchable fragment's connection needs of its refetch query:
/// where the connection sits in the fragment, which of the query's variables
/// carry the count and the cursor each way it pages, and the field that
/// identifies the fragment's record when the query fetches it through `node`.
public struct PaginationIR: Codable, Hashable, Sendable {
    public struct Cursor: Codable, Hashable, Sendable {
        public var count: String
        public var cursor: String
    }

    /// Response keys from the fragment's record to the connection field.
    public var path: [String]
    public var forward: Cursor?
    public var backward: Cursor?
    public var identifierField: String?
}
