@testable import BatonCompiler
import BatonSupport
import Testing

/// `@argumentDefinitions` and `@arguments`: a fragment with arguments applied in
/// the text and the plan, each local variable bound to what its spread passes,
/// else its default, else null, read in the scope around the spread; a spread
/// passing arguments names the fragment applied with them.
@Suite struct FragmentArgumentTests {
    static let sdl = """
        type Query { character(id: ID!): Character }
        type Character { id: ID!, name(upper: Boolean): String, friends(first: Int, status: String): [Character!]! }
        """

    static func assembled(_ text: String) throws -> OperationAssembly {
        let schema = SchemaBuilder.build([
            SchemaSource(document: try Parser.parseDocument(Source(text: sdl, path: "schema.graphql")), path: "schema.graphql"),
        ]).schema
        return try TransformTests.assembled(text, schema: schema)
    }

    @Test func passedValuesAndDefaultsAreBoundInTheAppliedFragment() throws {
        let assembly = try Self.assembled("""
            query Q($status: String) { character(id: 1) { ...Friends_character @arguments(count: 3, status: $status) } }
            fragment Friends_character on Character
              @argumentDefinitions(count: {type: "Int", defaultValue: 10}, status: {type: "String"}, upper: {type: "Boolean", defaultValue: true}) {
              friends(first: $count, status: $status) { name(upper: $upper) }
            }
            """)
        #expect(assembly.text == #"query Q($status:String){character(id:1){...Friends_character_3WfGvc,id}}"#
            + #"fragment Friends_character_3WfGvc on Character{friends(first:3,status:$status){name(upper:true),id}}"#)
        #expect(Array(assembly.fragments.keys) == ["Friends_character_3WfGvc"])
        #expect(assembly.reachedFragments == ["Friends_character"])
    }

    @Test func anArgumentNeitherPassedNorDefaultedIsNullAndLeftOut() throws {
        let assembly = try Self.assembled("""
            query Q { character(id: 1) { ...Friends_character } }
            fragment Friends_character on Character @argumentDefinitions(count: {type: "Int"}) { friends(first: $count) { id } }
            """)
        #expect(assembly.text == "query Q{character(id:1){...Friends_character,id}}fragment Friends_character on Character{friends{id}}")
    }

    @Test func aParentsLocalVariableIsBoundBeforeTheChildReadsIt() throws {
        let assembly = try Self.assembled("""
            query Q { character(id: 1) { ...Outer_character @arguments(size: 5) ...Plain_character } }
            fragment Outer_character on Character @argumentDefinitions(size: {type: "Int", defaultValue: 1}) {
              ...Inner_character @arguments(count: $size) @include(if: true)
            }
            fragment Inner_character on Character @argumentDefinitions(count: {type: "Int", defaultValue: 2}) { friends(first: $count) { id } }
            fragment Plain_character on Character { name }
            """)
        // `@include(if: true)` holds, so it goes.
        #expect(assembly.text == "query Q{character(id:1){...Outer_character_1Yv34y,...Plain_character,id}}"
            + "fragment Inner_character_VbLdN on Character{friends(first:5){id}}"
            + "fragment Outer_character_1Yv34y on Character{...Inner_character_VbLdN}fragment Plain_character on Character{name}")
        #expect(assembly.reachedFragments == ["Inner_character", "Outer_character", "Plain_character"])
        #expect(Set(assembly.fragments.keys) == ["Inner_character_VbLdN", "Outer_character_1Yv34y", "Plain_character"])
    }

    @Test func thePlanReadsTheBoundArguments() throws {
        let plan = try PlanTests.plan("""
            query Q($status: String) { character(id: 1) { ...Friends_character @arguments(status: $status) } }
            fragment Friends_character on Character
              @argumentDefinitions(count: {type: "Int", defaultValue: 10}, status: {type: "String"}) { friends(first: $count, status: $status) { id } }
            """, sdl: Self.sdl)
        let character = try #require(plan.selections.first { $0.type == "Character" && $0.variants[0].fields.contains { $0.responseKey == "friends" } })
        let friends = try #require(character.variants[0].fields.first { $0.responseKey == "friends" })
        #expect(friends.storageKey == .arguments("friends", [
            ArgumentIR(name: "first", value: .int(10)), ArgumentIR(name: "status", value: .variable("status")),
        ]))
        #expect(friends.storageKey.template == "friends(first:10,status:$status)")
    }
}
