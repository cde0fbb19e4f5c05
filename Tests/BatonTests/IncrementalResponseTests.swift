import BatonInspector
import Testing
@_spi(Generated) @testable import Baton

/// Plans with a deferred part, written as generated code writes them.
enum DeferredPlans {
    static let label = "Profile$defer$Appearances"

    /// `Profile($id: ID!)`: a character's name now, its episodes in a deferred part.
    static let profile = Plan(name: "Profile", selections: [
        Selection(type: "Query", fields: [
            .link("character", 1, key: .arguments("character", [Argument("id", .variable("id"))])),
        ]),
        Selection(type: "Character", keyFields: ["id"], fields: [
            .scalar("id", .id, nullable: false),
            .scalar("name", .string),
            .links("episode", 2, nullable: false, deferred: label),
        ]),
        Selection(type: "Episode", keyFields: ["id"], fields: [
            .scalar("id", .id, deferred: label),
            .scalar("name", .string, deferred: label),
        ]),
    ])

    static let nodeLabel = "NodeProfile$defer$Appearances"

    /// `NodeProfile($id: ID!)`: the same under the `Node` interface, deferred on characters.
    static let node = Plan(name: "NodeProfile", selections: [
        Selection(type: "Query", fields: [
            .link("node", 1, key: .arguments("node", [Argument("id", .variable("id"))])),
        ]),
        Selection(abstract: "Node", keyFields: ["id"], variants: [
            Variant(types: ["Character"], fields: [
                .scalar("id", .id),
                .scalar("name", .string),
                .links("episode", 2, nullable: false, deferred: nodeLabel),
            ]),
            Variant(types: [], fields: [.scalar("id", .id)]),
        ]),
        Selection(type: "Episode", keyFields: ["id"], fields: [
            .scalar("id", .id, deferred: nodeLabel),
            .scalar("name", .string, deferred: nodeLabel),
        ]),
    ])
}

@MainActor
@Suite struct IncrementalResponseTests {
    private let variables: Variables = ["id": .string("1")]
    private let initial = #"{"data":{"character":{"id":"1","name":"Rick Sanchez"}},"hasNext":true}"#
    private let episodes = #"{"episode":[{"id":"1","name":"Pilot"},{"id":"2","name":"Lawnmower Dog"}]}"#
    private let withoutEpisodes = #""Character:1": {"__typename": "Character", "id": "1", "name": "Rick Sanchez"}"#
    private let withEpisodes =
        #""Character:1": {"__typename": "Character", "episode": {"__refs": ["Episode:1", "Episode:2"]}, "id": "1", "name": "Rick Sanchez"}"#

    private func response(_ store: Store, _ plan: Plan = DeferredPlans.profile) -> IncrementalResponse {
        IncrementalResponse(plan: plan, variables: variables, store: store)
    }

    private func item(_ data: String, path: String = #"["character"]"#, label: String = DeferredPlans.label) -> String {
        #"{"data":\#(data),"path":\#(path),"label":"\#(label)"}"#
    }

    private func part(_ items: String..., hasNext: Bool = false) -> [UInt8] {
        Array(#"{"incremental":[\#(items.joined(separator: ","))],"hasNext":\#(hasNext)}"#.utf8)
    }

    @Test func theInitialPayloadWithoutTheDeferredFieldsIsAccepted() throws {
        let store = Store()
        let outcome = try response(store).commit(Array(initial.utf8))
        #expect(outcome.hasNext)
        #expect(StoreExport.text(of: store).contains(withoutEpisodes))
        // The check waits for the fields outside the deferred part alone, and says
        // apart that the deferred part is not held, for a fetch to bring it.
        let check = store.hydrate(DeferredPlans.profile, variables: variables)
        #expect(check.answer == .memory)
        #expect(!check.holdsDeferredParts)
    }

    @Test func aWholeResponseStillMustCarryTheFieldsOutsideTheDeferredPart() {
        let store = Store()
        let missingName = #"{"data":{"character":{"id":"1"}},"hasNext":true}"#
        #expect(throws: IngestError(.missingField("name"), at: 21)) {
            try response(store).commit(Array(missingName.utf8))
        }
    }

    @Test func eachPartIsCommittedInOrder() throws {
        let store = Store()
        let incremental = response(store)
        try incremental.commit(Array(initial.utf8))
        let before = StoreExport.text(of: store)
        let outcome = try incremental.commit(part(item(episodes)))
        #expect(outcome.dropped.isEmpty)
        #expect(!outcome.hasNext && !incremental.hasNext)
        let after = StoreExport.text(of: store)
        #expect(before.contains(withoutEpisodes))
        #expect(after.contains(withEpisodes))
        #expect(after.contains(#""Episode:2": {"__typename": "Episode", "id": "2", "name": "Lawnmower Dog"}"#))
        #expect(store.hydrate(DeferredPlans.profile, variables: variables).holdsDeferredParts)
    }

    @Test func aPartAnnouncedByIdLandsAtTheAnnouncedPath() throws {
        let store = Store()
        let incremental = response(store)
        let announcing = #"{"data":{"character":{"id":"1","name":"Rick Sanchez"}},"#
            + #""pending":[{"id":"0","path":["character"],"label":"\#(DeferredPlans.label)"}],"hasNext":true}"#
        try incremental.commit(Array(announcing.utf8))
        #expect(incremental.pendingLabels == [DeferredPlans.label])
        try incremental.commit(Array(#"{"incremental":[{"id":"0","data":\#(episodes)}],"completed":[{"id":"0"}],"hasNext":false}"#.utf8))
        #expect(StoreExport.text(of: store).contains(withEpisodes))
        #expect(incremental.pendingLabels.isEmpty)
    }

    @Test func aPartForAPathThatDoesNotExistIsDroppedAndTheRestCommitted() throws {
        let store = Store()
        var events: [LogEvent] = []
        store.log = { events.append($0) }
        let incremental = response(store)
        try incremental.commit(Array(initial.utf8))
        let outcome = try incremental.commit(part(
            item(#"{"name":"Pilot"}"#, path: #"["character","nonexistent"]"#),
            item(episodes, path: #"["nobody"]"#),
            item(episodes, label: "Profile$defer$Elsewhere"),
            item(episodes)))
        #expect(outcome.dropped == [
            DroppedItem(path: "character.nonexistent", label: DeferredPlans.label, reason: .noField),
            DroppedItem(path: "nobody", label: DeferredPlans.label, reason: .noField),
            DroppedItem(path: "character", label: "Profile$defer$Elsewhere", reason: .noLabel),
        ])
        #expect(events.filter { if case .partDropped = $0 { true } else { false } } == [
            .partDropped(path: "character.nonexistent"), .partDropped(path: "nobody"), .partDropped(path: "character"),
        ])
        #expect(StoreExport.text(of: store).contains(withEpisodes))
    }

    @Test func aPartForARecordTheStoreDoesNotHoldIsDropped() throws {
        let store = Store()
        let incremental = response(store)
        try incremental.commit(Array(#"{"data":{"character":null},"hasNext":true}"#.utf8))
        let before = StoreExport.text(of: store)
        let outcome = try incremental.commit(part(item(episodes)))
        #expect(outcome.dropped.map(\.reason) == [.noRecord])
        #expect(StoreExport.text(of: store) == before)
    }

    @Test func aMalformedPartFailsAloneAndLeavesTheStoreAsItWas() throws {
        let store = Store()
        let incremental = response(store)
        try incremental.commit(Array(initial.utf8))
        let before = StoreExport.text(of: store)
        // The first item is good, the second is not: neither is committed.
        #expect(throws: IngestError.self) {
            try incremental.commit(part(item(episodes), item(#"{"episode":"Pilot"}"#)))
        }
        #expect(throws: IngestError(.missingField("episode"), at: 24)) {
            try incremental.commit(part(item("{}")))
        }
        #expect(throws: IngestError.self) { try incremental.commit(Array(#"{"incremental":[{"data":{"#.utf8)) }
        #expect(StoreExport.text(of: store) == before)
        #expect(incremental.hasNext)
        // The parts after it still land.
        try incremental.commit(part(item(episodes)))
        #expect(StoreExport.text(of: store).contains(withEpisodes))
    }

    @Test func aPartAfterTheLastIsRefused() throws {
        let store = Store()
        let incremental = response(store)
        try incremental.commit(Array(initial.utf8))
        try incremental.commit(part(item(episodes)))
        #expect(throws: IncrementalError.partAfterLast) { try incremental.commit(part(item(episodes))) }
    }

    @Test func aLaterPartWithDataIsRefused() throws {
        let store = Store()
        let incremental = response(store)
        try incremental.commit(Array(initial.utf8))
        #expect(throws: IncrementalError.dataAfterInitial) { try incremental.commit(Array(initial.utf8)) }
    }

    @Test func anAbstractRecordsPartNeedsNoTypename() throws {
        let store = Store()
        let incremental = response(store, DeferredPlans.node)
        try incremental.commit(Array(#"{"data":{"node":{"__typename":"Character","id":"1","name":"Rick Sanchez"}},"hasNext":true}"#.utf8))
        try incremental.commit(part(item(episodes, path: #"["node"]"#, label: DeferredPlans.nodeLabel)))
        #expect(StoreExport.text(of: store).contains(withEpisodes))
    }

    @Test func aPartsErrorsLandOnTheFieldsItFills() throws {
        let store = Store()
        let incremental = response(store)
        try incremental.commit(Array(initial.utf8))
        let failing = #"{"episode":[{"id":"1","name":null}]}"#
        let errors = #","errors":[{"message":"no name","path":["character","episode",0,"name"]}]"#
        let text = #"{"incremental":[{"data":\#(failing),"path":["character"],"label":"\#(DeferredPlans.label)"\#(errors)}],"hasNext":false}"#
        let outcome = try incremental.commit(Array(text.utf8))
        #expect(outcome.unplacedErrors.isEmpty)
        #expect(StoreExport.text(of: store).contains(
            #""Episode:1": {"__errors": {"name": {"message": "no name", "path": "character.episode.0.name"}}, "__typename": "Episode", "id": "1", "name": null}"#))
    }

    @Test func aPartCompletedWithErrorsLandsThemOnTheFieldsItWouldHaveFilled() throws {
        let store = Store()
        let incremental = response(store)
        let announcing = #"{"data":{"character":{"id":"1","name":"Rick Sanchez"}},"#
            + #""pending":[{"id":"0","path":["character"],"label":"\#(DeferredPlans.label)"}],"hasNext":true}"#
        try incremental.commit(Array(announcing.utf8))
        let failed = #"{"completed":[{"id":"0","errors":[{"message":"episodes unavailable","path":["character","episode"]}]}],"hasNext":false}"#
        let outcome = try incremental.commit(Array(failed.utf8))
        #expect(outcome.unplacedErrors.isEmpty && outcome.dropped.isEmpty)
        #expect(StoreExport.text(of: store).contains(
            #""Character:1": {"__errors": {"episode": {"message": "episodes unavailable", "path": "character.episode"}}, "__typename": "Character", "id": "1", "name": "Rick Sanchez"}"#))
        #expect(incremental.pendingLabels.isEmpty)
    }

    @Test func aCompletionOfAPartNeverAnnouncedIsDroppedWithItsErrorsUnplaced() throws {
        let store = Store()
        let incremental = response(store)
        try incremental.commit(Array(initial.utf8))
        let before = StoreExport.text(of: store)
        let failed = #"{"completed":[{"id":"9","errors":[{"message":"gone"}]}],"hasNext":false}"#
        let outcome = try incremental.commit(Array(failed.utf8))
        #expect(outcome.dropped.map(\.reason) == [.unknownID])
        #expect(outcome.unplacedErrors.map(\.message) == ["gone"])
        #expect(StoreExport.text(of: store) == before)
    }

    /// A deferred fragment's lens, as generated code writes one.
    struct Appearances: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
        func writeFields(to object: inout [String: Variable]) {}
    }

    @Test func aDeferredSpreadReadsAbsentUntilItsPartLands() throws {
        let store = Store()
        let incremental = response(store)
        try incremental.commit(Array(initial.utf8))
        let character = try #require(store.record(for: RecordKey("Character:1")))
        let anchor = Anchor(root: character, owner: Owner(variables: variables))
        let episode = Registry.shared.slot(character.type, "episode")
        let before: Appearances? = anchor.deferredSpread(marking: [episode])
        #expect(before == nil)
        try incremental.commit(part(item(episodes)))
        let after: Appearances? = anchor.deferredSpread(marking: [episode])
        #expect(after?.anchor.record === character)
        let location: Appearances? = anchor.deferredSpread(if: TypeID("Location"), marking: [episode])
        #expect(location == nil)
    }
}
