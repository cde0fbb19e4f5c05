@testable import BatonCompiler
import Testing

/// `@defer` reaches the plan as a label on each field only the deferred part
/// delivers, the label Relay's compiler gives the part: the document the spread
/// is written in, `$defer$`, and the directive's label or the fragment's name.
@Suite struct DeferTests {
    static func deferred(of key: String, in fields: [FieldIR]) throws -> String? {
        try #require(fields.first { $0.responseKey == key }).deferred
    }

    @Test func aDeferredSpreadsFieldsCarryItsLabel() throws {
        let fields = try GuardTests.characterFields("""
            query Q { character(id: 1) { name ...Friends @defer } }
            fragment Friends on Character { friends { name } }
            """)
        #expect(try Self.deferred(of: "name", in: fields) == nil)
        #expect(try Self.deferred(of: "friends", in: fields) == "Q$defer$Friends")
    }

    /// The plan is built from the transformed document, whose `@defer` carries the
    /// label the text sends: the plan takes it as it is, under an abstract field too.
    @Test func aSpreadUnderAnAbstractFieldCarriesTheLabelTheTextSends() throws {
        let plan = try PlanTests.plan("""
            query Q { node(id: 1) { id ... on Character { name } ...Friends @defer } }
            fragment Friends on Character { friends { name } }
            """)
        let node = try #require(plan.selections.first { $0.type == "Node" })
        let character = try #require(node.variants.first { $0.types.contains("Character") })
        #expect(try Self.deferred(of: "name", in: character.fields) == nil)
        #expect(try Self.deferred(of: "friends", in: character.fields) == "Q$defer$Friends")
    }

    @Test func aWrittenLabelFollowsTheDocumentsName() throws {
        let fields = try GuardTests.characterFields("""
            query Q { character(id: 1) { ... @defer(label: "later") { name } } }
            """)
        #expect(try Self.deferred(of: "name", in: fields) == "Q$defer$later")
    }

    @Test func aSpreadInsideAFragmentIsLabelledByThatFragment() throws {
        let fields = try GuardTests.characterFields("""
            query Q { character(id: 1) { ...Outer } }
            fragment Outer on Character { ...Inner @defer }
            fragment Inner on Character { name }
            """)
        #expect(try Self.deferred(of: "name", in: fields) == "Outer$defer$Inner")
    }

    @Test func aFieldAlsoSelectedOutsideTheDeferIsNotDeferred() throws {
        let fields = try GuardTests.characterFields("""
            query Q { character(id: 1) { name ...Names @defer } }
            fragment Names on Character { name friends { name } }
            """)
        #expect(try Self.deferred(of: "name", in: fields) == nil)
        #expect(try Self.deferred(of: "friends", in: fields) == "Q$defer$Names")
    }

    @Test func aConstantFalseConditionDefersNothing() throws {
        let fields = try GuardTests.characterFields("""
            query Q { character(id: 1) { ...Names @defer(if: false) } }
            fragment Names on Character { name }
            """)
        #expect(try Self.deferred(of: "name", in: fields) == nil)
    }

    /// A link selected both ways reads, in the initial payload, only the children
    /// outside the defer; the others wait for the part.
    @Test func theChildrenOnlyTheDeferredOccurrenceSelectsAreDeferred() throws {
        let plan = try PlanTests.plan("""
            query Q { character(id: 1) { friends { id } ...Names @defer } }
            fragment Names on Character { friends { name } }
            """)
        let character = try #require(plan.selections.first { $0.variants[0].fields.contains { $0.responseKey == "friends" } })
        let friends = try #require(character.variants[0].fields.first { $0.responseKey == "friends" })
        #expect(friends.deferred == nil)
        guard case .links(let child) = friends.kind else { Issue.record("friends is not a plural link"); return }
        let children = plan.selections[child].variants[0].fields
        #expect(try Self.deferred(of: "id", in: children) == nil)
        #expect(try Self.deferred(of: "name", in: children) == "Q$defer$Names")
    }

    /// The lens of the spread reads absent until a field its fragment reads
    /// itself holds a value; a spread also read at once is never absent.
    @Test func aDeferredSpreadsLensIsMarkedByItsFragmentsOwnFields() throws {
        let lens = try AliasTests.lens("""
            query Q { characters { ...Row_character @defer ...Both @defer ...Both } }
            \(AliasTests.row)
            fragment Both on Character { id }
            """)
        guard case .link(let character) = try #require(lens.fields.first).shape else {
            Issue.record("character is not a link")
            return
        }
        let spreads = Dictionary(uniqueKeysWithValues: character.spreads.map { ($0.fragment, $0.deferredKeys) })
        #expect(spreads == ["Row_character": [.constant("name")], "Both": []])
    }

    @Test func aDeferredSpreadReadsThroughTheMarkedSlots() throws {
        let output = try AliasTests.generate("""
            query Q { characters { ...Row_character @defer } }
            \(AliasTests.row)
            """)
        let text = try #require(output.files.first { $0.name == "Alias.graphql.swift" }?.contents)
        #expect(text.contains("public var row: Row_character? { anchor.deferredSpread(marking: [Slots.Character.name]) }"))
        #expect(text.contains("row?.writeFields(to: &object)"))
        #expect(text.contains(#".scalar("name", .string, nullable: false, deferred: "Q$defer$Row_character")"#))
    }
}
