@testable import BatonCompiler
import BatonSupport
import Testing

/// The transforms between the authored text and what the server receives.
@Suite struct TransformTests {
    static let sdl = """
        type Query { character(id: ID!): Character, search(text: String!): [Result!]!, node(id: ID!): Node }
        interface Node { id: ID! }
        type Character implements Node { id: ID!, name: String, friends: [Character!]! }
        type Location implements Node { id: ID!, name: String }
        type Tag { label: String }
        union Result = Character | Location | Tag
        """

    static func schema(extensions: String? = nil) throws -> Schema {
        var sources = [SchemaSource(document: try Parser.parseDocument(Source(text: sdl, path: "schema.graphql")), path: "schema.graphql")]
        if let extensions {
            sources.append(SchemaSource(
                document: try Parser.parseDocument(Source(text: extensions, path: "client.graphql")), path: "client.graphql",
                isClient: true))
        }
        return SchemaBuilder.build(sources).schema
    }

    static func assembled(_ text: String, schema: Schema? = nil) throws -> OperationAssembly {
        let schema = try schema ?? Self.schema()
        let document = try Parser.parseDocument(Source(text: text, path: "document.graphql"))
        let config = BatonConfig(path: "baton.json", schema: "schema.graphql")
        let fragments = Dictionary(uniqueKeysWithValues: document.fragments.map { ($0.name.value, $0) })
        return try OperationAssembly(
            try #require(document.operations.first), fragments: fragments,
            transform: SelectionTransform(schema: schema, config: config))
    }

    @Test func keyFieldsAreSelectedWhereverATypeWithIdentityIsRead() throws {
        let assembly = try Self.assembled("query Q { character(id: 1) { name friends { name } } }")
        #expect(assembly.text == "query Q{character(id:1){name,friends{name,id},id}}")
    }

    @Test func abstractSelectionsGetTypenameOnceAndKeysNotSelectedTwice() throws {
        let assembly = try Self.assembled("""
            query Q { search(text: "a") { ... on Character { name } ... on Tag { label } } node(id: 1) { id ... on Location { name } } }
            """)
        #expect(assembly.text == #"query Q{search(text:"a"){__typename,...on Character{name},...on Tag{label},...on Node{__isNode:__typename,id}},node(id:1){__typename,id,...on Location{name}}}"#)
    }

    @Test func fragmentsReachedAreTransformedAndPrintedAfterTheOperation() throws {
        let assembly = try Self.assembled("""
            query Q { character(id: 1) { ...Row_character } }
            fragment Row_character on Character { name ...Name_character }
            fragment Name_character on Character { name }
            """)
        #expect(assembly.reachedFragments == ["Name_character", "Row_character"])
        #expect(assembly.text == "query Q{character(id:1){...Row_character,id}}"
            + "fragment Name_character on Character{name}fragment Row_character on Character{name,...Name_character}")
    }

    @Test func clientOnlyDirectivesAreStrippedAndServerOnesKept() throws {
        let assembly = try Self.assembled("""
            query Q($on: Boolean!) @cacheExpiration(seconds: 60) { character(id: 1) { name @required(action: LOG) id @include(if: $on) } }
            """)
        #expect(assembly.text == "query Q($on:Boolean!){character(id:1){name,id@include(if:$on),id}}")
    }

    @Test func clientExtensionFieldsLeaveTheTextButNotThePlan() throws {
        let schema = try Self.schema(extensions: "extend type Character { isFavorite: Boolean }")
        let assembly = try Self.assembled("query Q { character(id: 1) { name isFavorite } }", schema: schema)
        #expect(assembly.text == "query Q{character(id:1){name,id}}")
        let plan = try PlanBuilder.build(assembly, name: "Q", schema: schema, config: nil, path: "document.graphql")
        let character = try #require(plan.selections.first { $0.type == "Character" })
        #expect(character.variants[0].fields.map(\.responseKey) == ["name", "isFavorite", "id"])
        #expect(character.variants[0].fields.map(\.isClient) == [false, true, false])
    }

    @Test func aClientRootFieldOfAClientTypeIsPlannedAndNeverPrinted() throws {
        let schema = try Self.schema(extensions: """
            type Draft { id: ID, text: String, about: Character }
            extend type Query { drafts(tag: String): [Draft] }
            extend type Character { note: String }
            """)
        let assembly = try Self.assembled("""
            query Q($tag: String, $id: ID!) {
              drafts(tag: $tag) { id text about { name ...Note_character } }
              character(id: $id) { name ... on Character { note } }
            }
            fragment Note_character on Character { note }
            """, schema: schema)
        // The variable only a client field reads, the fragment only one spreads and
        // an inline fragment of client fields alone are left out with them.
        #expect(assembly.text == "query Q($id:ID!){character(id:$id){name,id}}")
        let plan = try PlanBuilder.build(assembly, name: "Q", schema: schema, config: nil, path: "document.graphql")
        let root = plan.selections[plan.root].variants[0].fields
        #expect(root.map(\.responseKey) == ["drafts", "character"])
        #expect(root.map(\.isClient) == [true, false])
        let draft = try #require(plan.selections.first { $0.type == "Draft" })
        #expect(draft.keyFields == ["id"])
        #expect(draft.variants[0].fields.map(\.responseKey) == ["id", "text", "about"])
        #expect(draft.variants[0].fields.map(\.isClient) == [true, true, true])
    }

    @Test func keyFieldsFollowTheIdentityConfiguration() throws {
        let schema = try Self.schema()
        let start = SourceLocation(offset: 0, line: 1, column: 1)
        func name(_ value: String) -> ConfigName { ConfigName(value, span: SourceSpan(start: start, end: start)) }
        let config = BatonConfig(
            path: "baton.json", schema: "schema.graphql",
            identity: IdentityConfig(defaultFields: [], types: [IdentityConfig.TypeIdentity(type: name("Node"), fields: [name("id")])]))
        let keys = KeyFields(config: config, schema: schema)
        #expect(keys.fields(of: "Character") == ["id"])
        #expect(keys.fields(of: "Tag") == [])
        #expect(keys.fields(of: "Result") == [])
        #expect(KeyFields(config: nil, schema: schema).fields(of: "Location") == ["id"])
    }
}
