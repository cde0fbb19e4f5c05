@testable import BatonCompiler
import BatonSupport
import Foundation
import Testing

/// Relay's `@alias(as:)` on spreads and inline fragments: the lens reads the
/// fragment under the alias, optional when its type condition or `@include`/
/// `@skip` may leave it out, and the text and plan as without it; misuse is an
/// error at the file, line and column of the alias.
@Suite struct AliasTests {
    static let sdl = """
        type Query { node(id: ID!): Node, characters: [Character!]! }
        interface Node { id: ID! }
        type Character implements Node { id: ID!, name: String!, status: String }
        type Location implements Node { id: ID!, name: String! }
        """

    static func schema() throws -> Schema {
        SchemaBuilder.build([
            SchemaSource(document: try Parser.parseDocument(Source(text: sdl, path: "schema.graphql")), path: "schema.graphql"),
        ]).schema
    }

    static let row = "fragment Row_character on Character { name }"

    static func generate(_ text: String) throws -> Generator.Output {
        let document = try Parser.parseDocument(Source(text: text, path: "Alias.graphql"))
        return try Generator.generate(
            documents: [ExecutableSource(document: document, path: "Alias.graphql")], schema: try schema(),
            config: BatonConfig(path: "baton.json", schema: "schema.graphql"), schemaDigest: "digest")
    }

    static func lens(_ text: String) throws -> LensIR {
        let document = try Parser.parseDocument(Source(text: text, path: "Alias.graphql"))
        let fragments = Dictionary(uniqueKeysWithValues: document.fragments.map { ($0.name.value, $0) })
        return try LensBuilder(schema: try schema(), fragments: fragments, path: "Alias.graphql")
            .lens(of: try #require(document.operations.first))
    }

    /// The one error generating `text` reports, rendered as batonc prints it.
    static func renderedError(_ text: String) throws -> String {
        do {
            _ = try generate(text)
        } catch let error as GenerateFailure {
            let errors = error.diagnostics.filter { $0.severity == .error }
            try #require(errors.count == 1, "one error, found \(errors.map(\.message))")
            let renderer = DiagnosticRenderer(sources: [Source(text: text, path: "Alias.graphql")])
            return renderer.render(errors[0]).split(separator: "\n").first.map(String.init) ?? ""
        }
        Issue.record("expected an error")
        return ""
    }

    @Test func anAliasedSpreadReadsUnderItsNameOptionalOnlyWhereItMayFail() throws {
        let lens = try Self.lens("""
            query Q($on: Boolean!) {
              node(id: 1) { ...Row_character @alias(as: "row") }
              characters { ...Row_character @alias(as: "always") ...Row_character @alias(as: "maybe") @include(if: $on) ...Row_character }
            }
            \(Self.row)
            """)
        guard case .link(let node) = lens.fields[0].shape, case .link(let characters) = lens.fields[1].shape else {
            Issue.record("node and characters read as links")
            return
        }
        #expect(node.spreads == [LensSpreadIR(
            fragment: "Row_character", accessor: "row", typeCondition: "Character", isConditional: true, isAliased: true)])
        #expect(characters.spreads.map(\.accessor) == ["always", "maybe", "row"])
        #expect(characters.spreads.map(\.isAliased) == [true, true, false])
        #expect(characters.spreads.map(\.selected) == [.always, .when([GuardIR(variable: "on", includes: true)]), .always])
        #expect(characters.spreads.map(\.isConditional) == [false, false, false])
    }

    @Test func anAliasedInlineFragmentIsItsOwnLensUnderItsName() throws {
        let lens = try Self.lens("""
            query Q($brief: Boolean!) {
              node(id: 1) {
                ... on Location @alias(as: "place") { name }
                ... on Character @alias { status }
                ... @alias(as: "always") { id }
                ... @alias(as: "unlessBrief") @skip(if: $brief) { id }
                ... @include(if: $brief) { ... on Character @alias(as: "briefCharacter") @include(if: false) { name } }
              }
            }
            """)
        guard case .link(let node) = lens.fields[0].shape else {
            Issue.record("node reads as a link")
            return
        }
        #expect(node.fields.isEmpty)
        #expect(node.conditions.isEmpty)
        #expect(node.aliasedFragments.map(\.accessor) == ["place", "Character", "always", "unlessBrief", "briefCharacter"])
        #expect(node.aliasedFragments.map(\.typeName) == ["Location", "Character", "Node", "Node", "Character"])
        #expect(node.aliasedFragments.map(\.isConditional) == [true, true, false, false, true])
        #expect(node.aliasedFragments.map(\.selected) == [
            .always, .always, .always, .when([GuardIR(variable: "brief", includes: false)]), .never,
        ])
        #expect(node.aliasedFragments[0].lens.fields.map(\.responseKey) == ["name"])
    }

    @Test func theEmittedAccessorsAndTheirRendering() throws {
        let output = try Self.generate("""
            query Q($on: Boolean!) {
              characters {
                ...Row_character @alias(as: "row") @include(if: $on)
                ... @alias(as: "details") { status }
                ... on Character @alias(as: "hidden") @skip(if: true) { id }
              }
            }
            \(Self.row)
            """)
        let swift = try #require(output.files.first { $0.name == "Alias.graphql.swift" }?.contents)
        #expect(swift.contains(
            #"public var row: Row_character? { Baton.Guard.selects([[.include("on")]], anchor.owner.variables) ? anchor.spread() : nil }"#))
        #expect(swift.contains("public var details: Details { Details(anchor: anchor) }"))
        #expect(swift.contains("public var hidden: Hidden? { nil }"))
        #expect(swift.contains(#"object.addAliased("row", row)"#))
        #expect(swift.contains(#"object.addAliased("details", details)"#))
        // The server's text and the plan know nothing of the alias; without it, the inline
        // fragments are flattened, and the one under a constant false condition left out.
        #expect(swift.contains(#"characters{...Row_character@include(if:$on),status,id}"#))
        #expect(!swift.contains("@alias"))
    }

    @Test func misusePointsAtTheFileLineAndColumn() throws {
        #expect(try Self.renderedError("query Q {\n  node(id: 1) { ... @alias { id } }\n}") ==
            #"Alias.graphql:2:21: error: @alias on an inline fragment without a type condition must give its name: @alias(as: "name")."#)
        #expect(try Self.renderedError("query Q($name: String) {\n  node(id: 1) { ...Row_character @alias(as: $name) }\n}\n\(Self.row)") ==
            "Alias.graphql:2:45: error: @alias(as:) must be a literal string.")
        #expect(try Self.renderedError("query Q {\n  node(id: 1) {\n    ... on Location @alias(as: \"2nd\") { id }\n  }\n}") ==
            #"Alias.graphql:3:32: error: @alias(as:) must be a GraphQL name, found "2nd"."#)
        #expect(try Self.renderedError("query Q {\n  node(id: 1) {\n    id\n    ...Row_character @alias(as: \"id\")\n  }\n}\n\(Self.row)") ==
            #"Alias.graphql:4:33: error: @alias(as: "id") on the spread of Row_character names what the field "id" reads already; choose another name."#)
        #expect(try Self.renderedError("query Q {\n  characters {\n    ... @alias(as: \"x\") { id }\n    ...Row_character @alias(as: \"x\")\n  }\n}\n\(Self.row)") ==
            #"Alias.graphql:4:33: error: @alias(as: "x") on the spread of Row_character names what @alias(as: "x") reads already; choose another name."#)
    }

    @Test func anAliasGuardedByAFragmentArgumentIsRefused() throws {
        let rendered = try Self.renderedError("""
            query Q { characters { ...List_character @arguments(full: true) } }
            fragment List_character on Character @argumentDefinitions(full: {type: "Boolean!"}) {
              ...Row_character @alias(as: "row") @include(if: $full)
            }
            \(Self.row)
            """)
        #expect(rendered == #"Alias.graphql:3:31: error: @alias(as: "row") is guarded by the fragment's argument $full; an aliased fragment's @include/@skip must read an operation's variable."#)
    }
}
