import Testing
@testable import Baton

@Suite struct PlanTests {
    @Test func concreteSelectionsHaveOneLayoutWithTheBuildsSlots() {
        let character = Plans.characters.prepared[3]
        #expect(!character.isAbstract)
        #expect(character.layouts.count == 1)
        let layout = character.layouts[0]
        #expect(layout.name == "Character")
        #expect(layout.slots[1] == Slot(TypeID("Character"), "name").index)
        #expect(character.variants[0].keyPositions == [0])
    }

    @Test func abstractSelectionsLayOutEachListedType() {
        let search = Plans.union.prepared[1]
        #expect(search.isAbstract)
        #expect(search.layouts.map(\.name) == ["Character", "Location", "Episode"])
        // An alias writes the storage key's slot, not the response key's.
        let location = search.layouts[1]
        #expect(location.slots[0] == Slot(TypeID("Location"), "dimension").index)
        // No variant serves unlisted types, so an empty one does.
        #expect(search.fallbackVariant == 3)
        #expect(search.variants[3].fields.isEmpty)
        #expect(search.unlistedLayout("PlanTestsNewType", answered: 0, [:]).variant == 3)
        // A type answering `Named` and `Node` reads both conditions' fields, `id`
        // keying it.
        let answering = search.unlistedLayout("PlanTestsNewType", answered: 0b11, [:])
        #expect(answering.prepared.fields.map { String(decoding: $0.responseKey, as: UTF8.self) } == ["name", "id"])
        #expect(answering.prepared.keyPositions == [1])
    }

    @Test func keysWithVariablesAreRenderedAtEachIngest() {
        let root = Plans.characters.prepared[0].layouts[0]
        #expect(root.slots == [TypeLayout.renderedSlot])
        #expect(Plans.characters.selections[0].variants[0].fields[0].storageKey.hasVariables)
    }

    @Test func compositeKeysKeepTheirOrder() {
        let quote = Plans.quotes.prepared[1].variants[0]
        #expect(quote.keyPositions == [1, 2])
    }

    @Test func guardsAreAlternativesOfConjunctions() {
        let guards: [[Guard]] = [[.include("a"), .skip("b")], [.include("c")]]
        #expect(Guard.selects([], [:]))
        #expect(Guard.selects(guards, ["a": .bool(true), "b": .bool(false)]))
        #expect(!Guard.selects(guards, ["a": .bool(true), "b": .bool(true)]))
        #expect(Guard.selects(guards, ["c": .bool(true)]))
        // An unset variable is false: `@skip` holds, `@include` does not.
        #expect(Guard.selects([[.skip("b")]], [:]))
        #expect(!Guard.selects([[.include("a")]], [:]))
        #expect(Plans.conditions.deselected(under: ["withOrigin": .bool(true), "hideStatus": .bool(false)]).isEmpty)
        #expect(Plans.conditions.deselected(under: ["withOrigin": .bool(false), "hideStatus": .bool(true)]).count == 4)
    }
}
