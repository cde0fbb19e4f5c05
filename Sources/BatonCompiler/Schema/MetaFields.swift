/// The introspection fields every query may select without the schema declaring
/// them.
enum MetaFields {
    static let typename = SchemaField(name: "__typename", type: .nonNull(.named("String")))
    static let schema = SchemaField(name: "__schema", type: .nonNull(.named("__Schema")))
    static let type = SchemaField(
        name: "__type",
        arguments: [SchemaInputValue(name: "name", type: .nonNull(.named("String")))],
        type: .named("__Type")
    )
}
