/// A field read as a connection (`@connection(key:, filters:)`): each page the
/// server returns under the field's own storage key merges into one client record
/// on the parent, kept under the handle key, which the lens reads. The filters
/// name the arguments that tell one connection from another; the direction says
/// which way the field pages, so the runtime knows which cursor a page continues.
public struct ConnectionIR: Codable, Hashable, Sendable {
    public var key: String
    public var filters: [String]
    public var direction: ConnectionDirectionIR
    /// `__<key>_connection` with the filters' arguments, pagination left out.
    public var handleKey: StorageKeyIR
}

/// Which pagination arguments a connection field was passed: `first` pages
/// forward, `last` backward, both either way.
public enum ConnectionDirectionIR: String, Codable, Hashable, Sendable {
    case forward, backward, bidirectional
}
