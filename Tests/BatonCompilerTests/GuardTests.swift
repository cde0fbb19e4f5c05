@testable import BatonCompiler
import BatonSupport
import Foundation
import Testing

/// `@include`/`@skip` reach the plan as guards: on the field, on the fragments it
/// sits in, OR-ed across occurrences, and constants folded away.
@Suite struct GuardTests {
    static func rootFields(_ text: String) throws -> [FieldIR] {
        let plan = try PlanTests.plan(text)
        return plan.selections[plan.root].variants[0].fields
    }

    /// The fields of the selection the root's `character` links to.
    static func characterFields(_ text: String) throws -> [FieldIR] {
        let plan = try PlanTests.plan(text)
        let character = try #require(plan.selections[plan.root].variants[0].fields.first { $0.responseKey == "character" })
        guard case .link(let selection) = character.kind else { throw GuardTestFailure.notALink }
        return plan.selections[selection].variants[0].fields
    }

    enum GuardTestFailure: Error { case notALink }

    static func guards(of key: String, in fields: [FieldIR]) throws -> [[GuardIR]] {
        try #require(fields.first { $0.responseKey == key }).guards
    }

    static func include(_ name: String) -> GuardIR { GuardIR(variable: name, includes: true) }
    static func skip(_ name: String) -> GuardIR { GuardIR(variable: name, includes: false) }

    @Test func aFieldCarriesItsOwnGuards() throws {
        let fields = try Self.characterFields(
            "query Q($a: Boolean!, $b: Boolean!) { character(id: 1) { name @include(if: $a) @skip(if: $b) friends { id } } }")
        #expect(try Self.guards(of: "name", in: fields) == [[Self.include("a"), Self.skip("b")]])
        #expect(try Self.guards(of: "friends", in: fields).isEmpty)
        #expect(try Self.guards(of: "id", in: fields).isEmpty)
    }

    @Test func aGuardedParentLeavesItsChildrenUnguarded() throws {
        let text = "query Q($a: Boolean!) { character(id: 1) @include(if: $a) { name } }"
        let root = try Self.rootFields(text)
        let character = try Self.characterFields(text)
        #expect(try Self.guards(of: "character", in: root) == [[Self.include("a")]])
        #expect(try Self.guards(of: "name", in: character).isEmpty)
    }

    @Test func anInlineFragmentsGuardsJoinItsFieldsOwn() throws {
        let fields = try Self.characterFields("""
            query Q($a: Boolean!, $b: Boolean!) {
              character(id: 1) { ... @include(if: $a) { name @skip(if: $b) ... on Character @skip(if: $a) { friends { id } } } }
            }
            """)
        #expect(try Self.guards(of: "name", in: fields) == [[Self.include("a"), Self.skip("b")]])
        #expect(try Self.guards(of: "friends", in: fields) == [[Self.include("a"), Self.skip("a")]])
    }

    @Test func aSpreadsGuardsReachTheFragmentsFields() throws {
        let fields = try Self.characterFields("""
            query Q($a: Boolean!) { character(id: 1) { ...Row @skip(if: $a) } }
            fragment Row on Character { name }
            """)
        #expect(try Self.guards(of: "name", in: fields) == [[Self.skip("a")]])
    }

    @Test func occurrencesAreAlternativesAndAnUnguardedOneWins() throws {
        let fields = try Self.characterFields("""
            query Q($a: Boolean!, $b: Boolean!) {
              character(id: 1) {
                name @include(if: $a) ...Row @include(if: $b) ... @include(if: $a) { name }
                friends @include(if: $a) { id } friends { name }
              }
            }
            fragment Row on Character { name }
            """)
        #expect(try Self.guards(of: "name", in: fields) == [[Self.include("a")], [Self.include("b")]])
        #expect(try Self.guards(of: "friends", in: fields).isEmpty)
    }

    @Test func aGuardedOccurrenceBesideAnUnguardedOneGuardsTheChildrenItAdds() throws {
        let plan = try PlanTests.plan(
            "query Q($a: Boolean!) { character(id: 1) { friends { id } friends @include(if: $a) { name } } }")
        let character = try #require(plan.selections[plan.root].variants[0].fields.first { $0.responseKey == "character" })
        guard case .link(let characterSelection) = character.kind else { throw GuardTestFailure.notALink }
        let friends = try #require(plan.selections[characterSelection].variants[0].fields.first { $0.responseKey == "friends" })
        guard case .links(let friendSelection) = friends.kind else { throw GuardTestFailure.notALink }
        let fields = plan.selections[friendSelection].variants[0].fields
        #expect(friends.guards.isEmpty)
        #expect(try Self.guards(of: "id", in: fields).isEmpty)
        // A response with `$a` false sends no name: the plan must not require it.
        #expect(try Self.guards(of: "name", in: fields) == [[Self.include("a")]])
    }

    @Test func constantConditionsFold() throws {
        let fields = try Self.characterFields("""
            query Q {
              character(id: 1) {
                name @include(if: true) @skip(if: false)
                friends @include(if: false) { id }
                ... @skip(if: true) { alias: name }
                ...Row @include(if: false)
              }
            }
            fragment Row on Character { other: name }
            """)
        #expect(fields.map(\.responseKey) == ["name", "id"])
        #expect(fields.map(\.guards) == [[], []])
    }

    @Test func aDroppedOccurrenceLeavesTheOthersGuards() throws {
        let fields = try Self.characterFields(
            "query Q($a: Boolean!) { character(id: 1) { name @include(if: false) name @include(if: $a) } }")
        #expect(try Self.guards(of: "name", in: fields) == [[Self.include("a")]])
    }

    @Test func guardsAreWrittenOnlyWhenPresentAndSurviveCoding() throws {
        let text = "query Q($a: Boolean!, $b: Boolean!) { character(id: 1) { name @include(if: $a) name @skip(if: $b) id } }"
        let plan = try PlanTests.plan(text)
        let fields = try Self.characterFields(text)
        #expect(PlanEmitter.fieldLiteral(fields[0]) == #".scalar("name", .string, when: [[.include("a")], [.skip("b")]])"#)
        #expect(PlanEmitter.fieldLiteral(fields[1]) == #".scalar("id", .id, nullable: false)"#)
        let decoded = try JSONDecoder().decode(PlanIR.self, from: JSONEncoder().encode(plan))
        #expect(decoded == plan)
    }

    @Test func aGuardedFieldReadsOptionalInItsLens() throws {
        let document = try Parser.parseDocument(Source(text: """
            query Q($a: Boolean!) {
              character(id: 1) {
                id @include(if: $a)
                friends { id } ... @skip(if: $a) { friends { name } }
                ... @include(if: true) { self: id }
              }
            }
            """, path: "document.graphql"))
        let lens = try LensBuilder(schema: TransformTests.schema(), fragments: [:], path: "document.graphql")
            .lens(of: try #require(document.operations.first))
        guard case .link(let character) = try #require(lens.fields.first).shape else {
            Issue.record("character is not a link")
            return
        }
        let types = Dictionary(uniqueKeysWithValues: character.fields.map { ($0.responseKey, $0.type) })
        #expect(types == [
            "id": .named("ID"),
            "friends": .nonNull(.list(.nonNull(.named("Character")))),
            "self": .nonNull(.named("ID")),
        ])
    }
}
