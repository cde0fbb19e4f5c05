/// The fields that key a type's records, as baton.json's identity says: the
/// type's own entry, or that of an interface it implements, else the default
/// fields (`id` unless configured) when the type has every one of them.
public struct KeyFields: Sendable {
    private let schema: Schema
    private let defaultFields: [String]
    private let byType: [String: [String]]

    public init(config: BatonConfig?, schema: Schema) {
        self.schema = schema
        defaultFields = config?.identity.defaultFields?.map(\.value) ?? IdentityConfig.defaultFields
        var byType: [String: [String]] = [:]
        for entry in config?.identity.types ?? [] { byType[entry.type.value] = entry.fields.map(\.value) }
        self.byType = byType
    }

    public func fields(of typeName: String) -> [String] {
        if let own = byType[typeName] { return own }
        guard let type = schema.type(named: typeName), type.kind == .object || type.kind == .interface else { return [] }
        for interface in type.interfaces.sorted() {
            if let inherited = byType[interface] { return inherited }
        }
        return defaultFields.allSatisfy { type.field(named: $0) != nil } ? defaultFields : []
    }
}
