/// What a command compiles: the schema, named by a configuration or directly, and
/// the document files (or directories searched for `.graphql` files).
struct CompilerInputs: Equatable {
    enum SchemaInput: Equatable {
        case config(String)
        case schema(String)
    }

    var schema: SchemaInput
    var documentPaths: [String]
}
