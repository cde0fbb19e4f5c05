import Baton

/// One case: responses committed in order into an empty store under the root of
/// the operation's kind, then the store's dump, the availability check, the
/// lens's reads and an optimistic override compared with what the suite says.
struct SpecCase: Decodable {
    var name: String
    var operation: String
    var kind: String
    var document: String?
    var variables: Variables?
    var responses: [String]
    var records: String?
    var complete: Bool?
    var override: Override?
    var reads: [ReadRow]?
    /// Relay's cases: Baton's own verdict on it (`unsupported-feature`, ...); none
    /// when Baton passes it.
    var status: String?

    /// The leaves an optimistic response overrides, several when they are aliases
    /// of one storage key, and what each reads under the layer.
    struct Override: Decodable {
        var paths: [String]
        var value: Variable
    }
}

/// What a lens reads at a path of response keys and list indices joined by dots:
/// a value, or what the read throws, or a `@catch` read's result.
struct ReadRow: Decodable {
    var path: String
    var value: Variable?
    var note: String?
    var `throws`: String?
    var result: Variable?
    /// In a script: the handle whose data the lens reads, or the operation (and
    /// its variables) of a lens made by hand over its kind's root.
    var handle: String?
    var operation: String?
    var variables: Variables?

    enum CodingKeys: String, CodingKey {
        case path, value, note, `throws`, result, handle, operation, variables
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode(String.self, forKey: .path)
        // A row's `value` may be JSON null, which must stay apart from no value at all.
        value = container.contains(.value) ? try container.decode(Variable.self, forKey: .value) : nil
        note = try container.decodeIfPresent(String.self, forKey: .note)
        `throws` = try container.decodeIfPresent(String.self, forKey: .throws)
        result = try container.decodeIfPresent(Variable.self, forKey: .result)
        handle = try container.decodeIfPresent(String.self, forKey: .handle)
        operation = try container.decodeIfPresent(String.self, forKey: .operation)
        variables = try container.decodeIfPresent(Variables.self, forKey: .variables)
    }
}
