@testable import BatonCompiler
import BatonSupport
import Foundation
import Testing

/// The plan IR: storage keys, selections declared once, variants per group of
/// concrete types, the roots interned, and a form that serializes.
@Suite struct PlanTests {
    static func plan(_ text: String, sdl: String = TransformTests.sdl) throws -> PlanIR {
        let schema = SchemaBuilder.build([
            SchemaSource(document: try Parser.parseDocument(Source(text: sdl, path: "schema.graphql")), path: "schema.graphql"),
        ]).schema
        let assembly = try TransformTests.assembled(text, schema: schema)
        return try PlanBuilder.build(assembly, name: "Q", schema: schema, config: nil, path: "document.graphql")
    }

    @Test func constantArgumentsAreRenderedSortedWithNullsLeftOut() {
        #expect(StorageKeys.key(name: "name", arguments: []) == .constant("name"))
        let key = StorageKeys.key(name: "search", arguments: [
            argument("text", .string(StringValue(value: "a \"b\"", block: false, raw: "", span: Self.span))),
            argument("first", .int(IntValue(text: "20", span: Self.span))),
            argument("after", .null(NullValue(span: Self.span))),
            argument("order", .enumValue(EnumValue(value: "DESC", span: Self.span))),
            argument("ratio", .float(FloatValue(text: "1e-5", span: Self.span))),
        ])
        #expect(key == .constant(#"search(first:20,order:"DESC",ratio:1e-05,text:"a \"b\"")"#))
    }

    @Test func argumentsWithVariablesAreLeftForTheRuntime() throws {
        let plan = try Self.plan(#"query Q($id: ID!) { character(id: $id) { name } search(text: "x") { __typename } }"#)
        let root = plan.selections[plan.root]
        #expect(root.type == "Query")
        #expect(root.variants[0].fields.map(\.storageKey) == [
            .arguments("character", [ArgumentIR(name: "id", value: .variable("id"))]),
            .constant(#"search(text:"x")"#),
        ])
        #expect(root.variants[0].fields[0].storageKey.template == "character(id:$id)")
    }

    @Test func aSelectionReadTwiceIsDeclaredOnce() throws {
        let plan = try Self.plan("query Q { a: character(id: 1) { name } b: character(id: 2) { name } }")
        #expect(plan.selections.count == 2)
        let fields = plan.selections[plan.root].variants[0].fields
        #expect(fields.map(\.kind) == [.link(selection: 0), .link(selection: 0)])
        #expect(plan.selections[0].keyFields == ["id"])
    }

    @Test func anAbstractSelectionHasAVariantPerGroupOfTypesAndAnOpenOne() throws {
        let plan = try Self.plan(#"query Q { search(text: "a") { ... on Node { id } ... on Tag { label } } }"#)
        let result = try #require(plan.selections.first { $0.type == "Result" })
        #expect(result.isAbstract)
        #expect(result.variants.map(\.types) == [["Character", "Location"], ["Tag"], []])
        #expect(result.variants[0].fields.map(\.responseKey) == ["id"])
        #expect(result.variants[0].keyFields == ["id"])
        #expect(result.variants[1].fields.map(\.responseKey) == ["label"])
        #expect(result.variants[2].fields.isEmpty)
        #expect(plan.selections[plan.root].variants[0].fields[0].isNullable == false)
    }

    @Test func listsAndNullabilityFollowTheSchema() throws {
        let plan = try Self.plan("query Q { character(id: 1) { friends { name } } }")
        let character = try #require(plan.selections.first { $0.variants[0].fields.contains { $0.responseKey == "friends" } })
        let friends = try #require(character.variants[0].fields.first)
        #expect(friends.responseKey == "friends")
        #expect(friends.isNullable == false)
        guard case .links = friends.kind else {
            Issue.record("friends is a plural link")
            return
        }
    }

    @Test func theRootIsInternedWhateverTheSchemaCallsIt() throws {
        let plan = try Self.plan("query Q { hello }", sdl: "schema { query: Root } type Root { hello: String }")
        #expect(plan.selections[plan.root].type == "Query")
        #expect(plan.kind == .query)
    }

    @Test func thePlanSerializes() throws {
        let plan = try Self.plan(#"query Q($id: ID!) { character(id: $id) { name friends { id } } search(text: "a") { ... on Tag { label } } }"#)
        let decoded = try JSONDecoder().decode(PlanIR.self, from: try JSONEncoder().encode(plan))
        #expect(decoded == plan)
    }

    private static let span = SourceSpan(start: SourceLocation(offset: 0, line: 1, column: 1), end: SourceLocation(offset: 0, line: 1, column: 1))

    private func argument(_ name: String, _ value: Value) -> Argument {
        Argument(name: Name(value: name, span: Self.span), value: value, span: Self.span)
    }
}
