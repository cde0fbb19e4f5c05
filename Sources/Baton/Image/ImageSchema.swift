/// What a store's image is made for: the schema's digest, which is the image's
/// version unless one is given, and what never reaches the file (the transient
/// types, and the root fields whose cells, keys and fetch stamps would carry what
/// they were asked with). Generated code names a target's as `Types.image`.
public struct ImageSchema: Sendable, Hashable {
    public let digest: String
    public let transientTypes: Set<String>
    /// Root fields by field name, whatever the schema calls its query type.
    public let transientRootFields: Set<String>

    /// `transientRootFields` as `Query.search` or `search`.
    public init(digest: String, transientTypes: [String] = [], transientRootFields: [String] = []) {
        self.digest = digest
        self.transientTypes = Set(transientTypes)
        self.transientRootFields = Set(transientRootFields.map { name in
            name.split(separator: ".", maxSplits: 1).last.map(String.init) ?? name
        })
    }

    /// A target's schema as its shared file declares it.
    @_spi(Generated)
    public init(digest: String, transient: TransientList) {
        self.init(digest: digest, transientTypes: transient.types, transientRootFields: transient.rootFields)
    }

    /// No digest and nothing transient.
    public static let plain = ImageSchema(digest: "")

    /// Whether a root cell under `storageKey` stays off the file: its field name is
    /// the key up to its arguments.
    func isTransientRootField(_ storageKey: String) -> Bool {
        guard !transientRootFields.isEmpty else { return false }
        let name = storageKey.prefix { $0 != "(" }
        return transientRootFields.contains(String(name))
    }
}
