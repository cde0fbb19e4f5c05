@testable import BatonCompiler
import BatonSupport
import Testing

/// A mutation compiles to its value, an `OptimisticResponse` builder and an
/// `Action`; a response key the builders declare themselves takes another
/// property name, and a variable named as the action's own arguments is refused.
@Suite struct MutationEmissionTests {
    static let sdl = """
        type Query { node(id: ID!): Node }
        type Mutation { rename(input: RenameInput!): Named }
        interface Node { id: ID! }
        interface Named { name: String, tags: [String] }
        type Character implements Node & Named { id: ID!, name: String, tags: [String] }
        input RenameInput { id: ID!, name: String! }
        """

    private func generate(_ text: String) throws(GenerateFailure) -> String {
        let schemaDocument = try! Parser.parseDocument(Source(text: Self.sdl, path: "schema.graphql"))
        let schema = SchemaBuilder.build([SchemaSource(document: schemaDocument, path: "schema.graphql")]).schema
        let document = try! Parser.parseDocument(Source(text: text, path: "Rename.graphql"))
        let output = try Generator.generate(
            documents: [ExecutableSource(document: document, path: "Rename.graphql")],
            schema: schema, config: BatonConfig(path: "baton.json", schema: "schema.graphql"), schemaDigest: "digest")
        return output.files.first { $0.name == "Rename.graphql.swift" }?.contents ?? ""
    }

    private func refusal(_ text: String) -> Diagnostic? {
        do {
            _ = try generate(text)
            return nil
        } catch {
            return error.diagnostics.first
        }
    }

    @Test func anAbstractSelectionsBuilderNamesItsTypeAndEveryFieldIsOptional() throws {
        let swift = try generate("mutation RenameMutation($input: RenameInput!) { rename(input: $input) { name tags } }")
        // `id` too: the text reads it through `... on Node`, and it keys the record.
        #expect(swift.contains("public init(__typename: String, name: String? = nil, tags: [String?]? = nil, id: String? = nil)"))
        #expect(swift.contains("fields.set(\"__typename\", __typename)"))
        #expect(swift.contains("public typealias Action = MutationAction<RenameMutation>"))
        #expect(swift.contains("""
            public func callAsFunction(input: RenameInput, optimistic: RenameMutation.OptimisticResponse? = nil, updater: Updater<RenameMutation>? = nil) async throws -> RenameMutation.Data
            """))
    }

    /// A response key a builder declares as its own member takes `_`s; the payload
    /// still carries the response key.
    @Test func aRootFieldAliasedToTheBuildersPayloadTakesAnotherPropertyName() throws {
        let swift = try generate("mutation M($input: RenameInput!) { payload: rename(input: $input) { name } }")
        #expect(swift.contains("public var payload_: Payload_?"))
        #expect(swift.contains(#"fields.set("payload", payload_)"#))
        #expect(swift.contains("public var payload: Payload { Payload(json: Variable.object([\"data\": variable]).json) }"))
    }

    @Test func aNestedFieldAliasedToTheBuildersVariableTakesAnotherPropertyName() throws {
        let swift = try generate("mutation M($input: RenameInput!) { rename(input: $input) { variable: name hash: name } }")
        #expect(swift.contains("public var variable_: String?"))
        #expect(swift.contains(#"fields.set("variable", variable_)"#))
        #expect(swift.contains(#"fields.set("hash", hash_)"#))
    }

    /// The action builds the value with `.init`, which a variable named as the mutation cannot shadow.
    @Test func aVariableMayTakeTheMutationsName() throws {
        let swift = try generate("mutation M($M: ID!, $self: String!) { rename(input: {id: $M, name: $self}) { name } }")
        #expect(swift.contains("try await self.perform(.init(M: M, self_: self_), optimistic: optimistic?.payload, updater: updater)"))
    }

    @Test func aVariableNamedLikeTheActionsOptimisticArgumentIsRefused() throws {
        let diagnostic = try #require(refusal(
            "mutation M($input: RenameInput!, $optimistic: Boolean!) { rename(input: $input) @include(if: $optimistic) { name } }"))
        #expect(diagnostic.message.contains("`$optimistic` would be the action's argument `optimistic:`"))
    }

    @Test func aVariableNamedLikeTheActionsUpdaterArgumentIsRefused() throws {
        let diagnostic = try #require(refusal(
            "mutation M($input: RenameInput!, $updater: Boolean!) { rename(input: $input) @include(if: $updater) { name } }"))
        #expect(diagnostic.message == "`$updater` would be the action's argument `updater:`, which takes the updater; rename the variable.")
    }

    @Test func aQueryMayNameAFieldPayload() throws {
        let swift = try generate("query Q { payload: node(id: \"1\") { id } }")
        #expect(!swift.contains("OptimisticResponse"))
    }
}
