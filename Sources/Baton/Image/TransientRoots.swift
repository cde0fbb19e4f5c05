/// The query root's transient subtrees: the transient root fields, and the handles
/// of the connections read on them, whose client records are keyed by the same
/// arguments. A record keyed under one of them (`client:root:search(…)…`,
/// `client:root:__Search_search_connection(…)…`) is reachable only through it, so
/// its key, and the user's words in it, never reach the file; an entity reached
/// through it is keyed by its own identity and persists as itself.
struct TransientRoots: Sendable {
    private static let rootPrefix = RecordKey.queryRoot.rawValue + ":"

    let schema: ImageSchema
    /// Connection handle names on transient root fields, learned from the plans and
    /// pages this launch met; the compiler's shared file names the fields alone.
    private(set) var handles: Set<String> = []

    init(schema: ImageSchema) {
        self.schema = schema
    }

    var isEmpty: Bool { schema.transientRootFields.isEmpty }

    /// Whether a root cell under `storageKey` stays off the file.
    func isTransient(rootCell storageKey: String) -> Bool {
        guard !isEmpty else { return false }
        let name = Self.fieldName(storageKey[...])
        return schema.transientRootFields.contains(name) || handles.contains(name)
    }

    /// Whether a record is keyed under a transient root cell.
    func isTransient(_ key: RecordKey) -> Bool {
        guard !isEmpty, key.rawValue.hasPrefix(Self.rootPrefix) else { return false }
        if key == .mutationRoot || key == .subscriptionRoot { return false }
        return isTransient(rootCell: String(key.rawValue.dropFirst(Self.rootPrefix.count)))
    }

    /// Learns the handles of the connections a plan reads on transient root fields.
    mutating func learn(_ plan: Plan) {
        guard !isEmpty else { return }
        let selection = plan.selections[plan.root]
        let fields = selection.variants.flatMap(\.fields) + selection.conditions.flatMap(\.fields)
        for field in fields {
            guard let connection = field.connection, schema.isTransientRootField(Self.name(of: field.storageKey))
            else { continue }
            handles.insert(Self.name(of: connection.handleKey))
        }
    }

    /// Learns the handles of the connections a batch's pages merge into from pages
    /// keyed under a transient root field, whichever plan brought them.
    mutating func learn(_ changeSet: ChangeSet) {
        guard !isEmpty else { return }
        for page in changeSet.pages where isTransient(changeSet.records[Int(page.page)].key) {
            let connection = changeSet.records[Int(page.connection)].key.rawValue
            guard connection.hasPrefix(Self.rootPrefix) else { continue }
            handles.insert(Self.fieldName(connection.dropFirst(Self.rootPrefix.count)))
        }
    }

    /// A storage key's field name: the text before its arguments or, in a record
    /// key, before the next segment.
    private static func fieldName(_ text: Substring) -> String {
        String(text.prefix { $0 != "(" && $0 != ":" })
    }

    private static func name(of key: StorageKey) -> String {
        switch key {
        case let .constant(text): fieldName(text[...])
        case let .arguments(name, _): name
        }
    }
}
