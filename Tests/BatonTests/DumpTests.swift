import Testing
@testable import Baton
import BatonInspector

/// Responses committed into an empty store give Baton's dump byte for byte; the
/// cases from Baton's `spec/tests` and `spec/tokenizer` beside our own.
@MainActor
@Suite struct DumpTests {
    private func dump(
        _ response: String, _ plan: Plan, _ variables: Variables = [:], complete: Bool = true
    ) throws -> String {
        let store = Store()
        store.commit(try Ingest.changeSet(for: Fixture.bytes(response), plan: plan, variables: variables,
                                          complete: complete))
        return StoreExport.text(of: store)
    }

    @Test func anEmptyStoreHoldsTheThreeRoots() {
        #expect(StoreExport.text(of: Store()) == """
            {
              "client:root": {"__typename": "Query"},
              "client:root:mutation": {"__typename": "Mutation"},
              "client:root:subscription": {"__typename": "Subscription"}
            }

            """)
    }

    @Test func aRickAndMortyPage() throws {
        #expect(try dump("characters-page-1.json", Plans.characters, ["page": .int(1)])
            == Fixture.text("characters-page-1.store.json"))
    }

    @Test(.readsTheSuite) func keys() throws {
        #expect(try dump("keys-1.json", Plans.keys, ["id": .string("7"), "name": .string("Rick")])
            == Fixture.text("keys-1.store.json"))
    }

    @Test(.readsTheSuite) func aUnionPicksEachVariantByTypename() throws {
        #expect(try dump("union-1.json", Plans.union, ["name": .string("a")]) == Fixture.text("union-1.store.json"))
    }

    @Test(.readsTheSuite) func aTypeThePlanDidNotListReadsByTheConditionsItAnswers() throws {
        let store = Store()
        store.commit(try Ingest.changeSet(for: Fixture.bytes("union-unknown-type.json"), plan: Plans.union,
                                          variables: ["name": .string("robot")]))
        #expect(StoreExport.text(of: store) == Fixture.text("union-unknown-type.store.json"))
        let robot = TypeID("Robot")
        #expect(store.hasLearned(robot, satisfies: "Named"))
        #expect(store.hasLearned(robot, satisfies: "Node"))
        #expect(!store.hasLearned(robot, satisfies: "Location"))
        // A listed type's answers teach nothing: the build knows it.
        #expect(!store.hasLearned(TypeID("Character"), satisfies: "Named"))
    }

    @Test(.readsTheSuite) func anInterfacesOtherTypesReadTheVariantForEveryOtherType() throws {
        #expect(try dump("node-fields-character.json", Plans.nodeFields, ["id": .string("1")])
            == Fixture.text("node-fields-character.store.json"))
        #expect(try dump("node-fields-episode.json", Plans.nodeFields, ["id": .string("1")])
            == Fixture.text("node-fields-episode.store.json"))
    }

    @Test(.readsTheSuite) func aUnionMemberWithoutIdentityIsKeyedByPathAndType() throws {
        #expect(try dump("union-path-character.json", Plans.union, ["name": .string("a")], complete: false)
            == Fixture.text("union-path-character.store.json"))
    }

    @Test(.readsTheSuite) func compositeKeys() throws {
        #expect(try dump("quote-list.json", Plans.quotes) == Fixture.text("quote-list.store.json"))
    }

    @Test(.readsTheSuite) func everyScalarKind() throws {
        #expect(try dump("tokenizer-response.json", Plans.tokenizer)
            == Fixture.text("tokenizer-response.store.json"))
    }

    @Test(.readsTheSuite) func integralFloats() throws {
        #expect(try dump("integral-floats.json", Plans.tokenizer, complete: false)
            == Fixture.text("integral-floats.store.json"))
    }

    @Test(.readsTheSuite) func aMutationRootsPayload() throws {
        #expect(try dump("lists-statuses.json", Plans.setLists) == Fixture.text("lists-statuses.store.json"))
    }

    @Test(.readsTheSuite) func aFieldErrorSitsBesideItsField() throws {
        let plan = Plan(name: "TestHeaderQuery", selections: [
            Selection(type: "Query", fields: [.link("character", 1, key: .constant(#"character(id:"1")"#))]),
            Selection(type: "Character", keyFields: ["id"], fields: [
                .scalar("id", .id), .scalar("name", .string), .scalar("species", .string),
            ]),
        ])
        #expect(try dump("character-name-hidden.json", plan) == Fixture.text("character-name-hidden.store.json"))
    }

    @Test func anIndexNoListHasLandsOnTheList() throws {
        let store = Store()
        store.commit(try Ingest.changeSet(
            for: Array(#"{"data":{"characters":{"results":[{"id":"1","name":"Rick"}]}},"errors":[{"message":"no such row","path":["characters","results",-1,"name"]}]}"#.utf8),
            plan: Plans.list, variables: ["page": .int(1)], complete: false))
        let page = try #require(store.record(for: RecordKey("client:root:characters(page:1)")))
        let results = try #require(page.storedFields.first { $0.storageKey == "results" })
        // The error stops at the list it cannot index and keeps the path the server wrote.
        #expect(results.error == FieldError(message: "no such row", path: "characters.results.-1.name"))
        #expect(store.record(for: RecordKey("Character:1"))?.storedFields.allSatisfy { $0.error == nil } == true)
    }

    @Test(.readsTheSuite) func aFloatIndexReachesNoField() throws {
        let changeSet = try Ingest.changeSet(for: Fixture.bytes("float-error-index.json"), plan: Plans.list,
                                             variables: ["page": .int(1)], complete: false)
        #expect(changeSet.unplacedErrors.map(\.message) == ["a float index"])
        #expect(try dump("float-error-index.json", Plans.list, ["page": .int(1)], complete: false)
            == Fixture.text("float-error-index.store.json"))
    }

    @Test(.readsTheSuite) func nullEntriesOfAPluralLinkAreKept() throws {
        #expect(try dump("characters-with-gaps.json", Plans.list, ["page": .int(1)], complete: false)
            == Fixture.text("characters-with-gaps.store.json"))
    }

    @Test(.readsTheSuite) func guardsSelectFieldsByTheVariables() throws {
        #expect(try dump("conditions-included.json", Plans.conditions,
                         ["id": .string("1"), "withOrigin": .bool(true), "hideStatus": .bool(false)])
            == Fixture.text("conditions-included.store.json"))
        #expect(try dump("conditions-excluded.json", Plans.conditions,
                         ["id": .string("1"), "withOrigin": .bool(false), "hideStatus": .bool(true)])
            == Fixture.text("conditions-excluded.store.json"))
        // A deselected field the response carries anyway is not written.
        #expect(try dump("conditions-included.json", Plans.conditions,
                         ["id": .string("1"), "withOrigin": .bool(false), "hideStatus": .bool(true)])
            == Fixture.text("conditions-excluded.store.json"))
    }

    @Test(.readsTheSuite) func aDeletedRecordDumpsAsNull() throws {
        let store = Store()
        store.commit(try Ingest.changeSet(for: Fixture.bytes("quote-list.json"), plan: Plans.quotes))
        var deletion = ChangeSet()
        deletion.delete(RecordKey("Quote:BTC:USD"))
        store.commit(deletion)
        #expect(StoreExport.text(of: store).contains("\n  \"Quote:BTC:USD\": null,\n"))
    }
}
