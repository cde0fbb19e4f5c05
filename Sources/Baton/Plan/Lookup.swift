import BatonSupport

/// A root field an entity satisfies, as `baton.json`'s `lookups` names it: the
/// entity's key is composed from the field's arguments as the ingest composes a
/// key from key fields, so the availability check can bind the field to a record
/// memory or the image holds, without a fetch. A lookup binds in the check, never
/// in a read.
public struct Lookup: Sendable, Hashable {
    /// The entity's type; nil for a lookup among the field's types by id.
    public let type: String?
    /// The arguments' values, in the order of the type's key fields.
    public let values: [ArgumentValue]

    public init(type: String?, _ values: [ArgumentValue]) {
        self.type = type
        self.values = values
    }

    /// The key the lookup names under `variables`: nil for a lookup without a
    /// type, and for a value that is null, absent, or not a scalar.
    public func key(_ variables: Variables) -> RecordKey? {
        guard let type, !values.isEmpty else { return nil }
        var texts: [String] = []
        texts.reserveCapacity(values.count)
        for value in values {
            guard let text = Self.keyText(value, variables) else { return nil }
            texts.append(text)
        }
        return texts.count == 1 ? RecordKey.entity(type, keyValue: texts[0]) : RecordKey.entity(type, keyValues: texts)
    }

    /// A value as a key writes it: a string's contents, a number's text.
    private static func keyText(_ value: ArgumentValue, _ variables: Variables) -> String? {
        switch value {
        case let .variable(name):
            switch variables[name] {
            case let .string(text)?: text
            case let .int(number)?: String(number)
            case let .double(number)?: JSONText.double(number)
            case let .bool(flag)?: flag ? "true" : "false"
            default: nil
            }
        case let .string(text): text
        case let .int(number): String(number)
        case let .double(number): JSONText.double(number)
        case let .bool(flag): flag ? "true" : "false"
        case .null, .list, .object: nil
        }
    }
}
