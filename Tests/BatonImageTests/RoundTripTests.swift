import Foundation
import Testing
@testable import Baton
import BatonInspector

/// A response committed, the environment ended, a new store over the same file:
/// hydration brings back what memory held, with the fetch time.
@MainActor
@Suite struct RoundTripTests {
    @Test func aRelaunchHydratesTheSameStoreAndFetchTime() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.response(), to: first.store)
        let fetched = Date(timeIntervalSince1970: 1_800_000_000.375)
        first.store.recordFetch(of: CharacterPages.plan, variables: CharacterPages.variables(page: 1), at: fetched)
        let dump = first.dump
        await first.end()
        // Every record but the three roots, the root's one field, the fetch stamp.
        let records = first.store.recordCount - 3
        #expect(first.persistence.statistics.rowsWritten == records + 2)
        #expect(first.persistence.statistics.generation == 1)

        let second = Launch(directory.image)
        let hydration = second.hydrate()
        #expect(hydration == Hydration(answer: .image, holdsDeferredParts: true, rowsRead: records + 1))
        #expect(second.dump == dump)
        #expect(second.store.imageFetchTime(of: CharacterPages.plan, variables: CharacterPages.variables(page: 1))
            == fetched)
        #expect(second.store.imageFetchTime(of: CharacterPages.plan, variables: CharacterPages.variables(page: 2))
            == nil)
        // Each row is read once: memory answers now.
        #expect(second.hydrate() == Hydration(answer: .memory, holdsDeferredParts: true, rowsRead: 0))
        #expect(second.persistence.statistics.generation == 2)
        #expect(second.persistence.statistics.rowsRead == records + 1)
        await second.end()
    }

    /// A commit and the fetch time it stamps land in one transaction, so that a quit
    /// right after finds one write under way and nothing more of its own to write.
    @Test func aCommitAndItsFetchStampAreWrittenInOneTransaction() async throws {
        let directory = try TemporaryDirectory()
        let launch = Launch(directory.image)
        let variables = CharacterPages.variables(page: 1)
        try launch.store.imageWritesTogether {
            try CharacterPages.commit(CharacterPages.response(), to: launch.store)
            // A read waits for every drain already scheduled: the commit's would have
            // written alone here.
            #expect(launch.store.imageFetchTime(of: CharacterPages.plan, variables: variables) == nil)
            launch.store.recordFetch(of: CharacterPages.plan, variables: variables, at: Date())
        }
        await launch.persistence.flush()
        #expect(launch.persistence.statistics.transactions == 1)
        #expect(launch.persistence.statistics.rowsWritten == launch.store.recordCount - 3 + 2)
        await launch.end()
    }

    @Test func aFieldErrorKeepsItsExtensions() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.response(), to: first.store)
        await first.end()

        let second = Launch(directory.image)
        _ = second.hydrate()
        let field = second.store.record(for: RecordKey("Character:2"))?.storedFields.first { $0.storageKey == "name" }
        #expect(field?.value == .null)
        #expect(field?.error == FieldError(message: "hidden", path: "characters.results.1.name",
                                           extensions: #"{"code":"FORBIDDEN"}"#))
        await second.end()
    }

    @Test func memoryWinsOverAnOlderRow() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.response(), to: first.store)
        let before = first.line("Character:1")
        await first.end()

        let second = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.nameResponse("Memory"), CharacterPages.names, to: second.store)
        #expect(second.hydrate().answer == .image)
        let after = try #require(second.line("Character:1"))
        #expect(after.contains(#""name": "Memory""#))
        #expect(after == before?.replacingOccurrences(of: CharacterPages.nameJSON(1), with: #""name": "Memory""#))
        await second.end()
    }

    @Test func aPartialResponseMergesIntoItsRow() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.response(), to: first.store)
        let before = try #require(first.line("Character:1"))
        await first.end()

        // A launch that fetches only a name and never reads the page's rows.
        let second = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.nameResponse("Renamed"), CharacterPages.names, to: second.store)
        await second.end()

        // The page's rows stay though a launch went by without reading them; the
        // character's row kept every field the name response did not carry.
        let third = Launch(directory.image)
        #expect(third.hydrate().answer == .image)
        #expect(third.store.hydrate(CharacterPages.detail, variables: [:]).answer == .image)
        #expect(third.line("Character:1")
            == before.replacingOccurrences(of: CharacterPages.nameJSON(1), with: #""name": "Renamed""#))
        await third.end()
    }

    @Test func aRowReadIntoMemoryIsReplacedByTheNextCommit() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.response(), to: first.store)
        await first.end()

        let second = Launch(directory.image)
        #expect(second.hydrate().answer == .image)
        try CharacterPages.commit(CharacterPages.response(suffix: " again"), to: second.store)
        let dump = second.dump
        await second.end()

        let third = Launch(directory.image)
        #expect(third.hydrate().answer == .image)
        #expect(third.dump == dump)
        await third.end()
    }

    @Test func aDeletionSurvivesTheRelaunch() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image)
        try CharacterPages.commit(CharacterPages.response(), to: first.store)
        var deletion = ChangeSet()
        deletion.delete(RecordKey("Episode:2"))
        first.store.commit(deletion)
        let dump = first.dump
        #expect(dump.contains(#""Episode:2": null"#))
        await first.end()

        let second = Launch(directory.image)
        #expect(second.hydrate().answer == .image)
        #expect(second.dump == dump)
        await second.end()
    }

    static let search = Plan(name: "ImageSearch", selections: [
        Selection(type: "Query", fields: [
            .links("search", 1, key: .arguments("search", [Argument("name", .variable("name"))])),
        ]),
        Selection(abstract: "SearchResult", keyFields: ["id"], variants: [
            Variant(types: ["Character"], fields: [
                .scalar("name", .string), .scalar("status", .string, when: [[.include("withStatus")]]),
                .scalar("id", .id),
            ]),
        ], conditions: [
            Condition("Named", fields: [.scalar("name", .string)]),
            Condition("Node", fields: [.scalar("id", .id)]),
        ]),
    ])

    @Test func membershipsAndGuardsReadAsTheResponseWasRead() async throws {
        let directory = try TemporaryDirectory()
        let bytes = Array(#"""
            {"data":{"search":[{"__typename":"Droid","__isNamed":"Droid","name":"R2","__isNode":"Droid","id":"d2"},            {"__typename":"Character","name":"Rick","id":"1"}]}}
            """#.utf8)
        let variables: Variables = ["name": .string("r"), "withStatus": .bool(false)]
        let first = Launch(directory.image)
        first.store.commit(try Ingest.changeSet(for: bytes, plan: Self.search, variables: variables))
        let dump = first.dump
        await first.end()

        let second = Launch(directory.image)
        #expect(second.store.hydrate(Self.search, variables: variables).answer == .image)
        #expect(second.store.hasLearned(TypeID("Droid"), satisfies: "Named"))
        #expect(second.dump == dump)
        // The status the response was not asked for is not there to read.
        var withStatus = variables
        withStatus["withStatus"] = .bool(true)
        #expect(second.store.hydrate(Self.search, variables: withStatus).answer == .miss)
        await second.end()
    }

    @Test func aLargePageIsWrittenAndReadBackRowForRow() async throws {
        let directory = try TemporaryDirectory()
        let bytes = CharacterPages.response(count: 2000)
        #expect(bytes.count > 600_000)
        let first = Launch(directory.image)
        try CharacterPages.commit(bytes, to: first.store)
        let dump = first.dump
        await first.end()
        let records = first.store.recordCount - 3
        #expect(first.persistence.statistics.rowsWritten == records + 1)
        #expect(first.persistence.statistics.transactions >= 1)

        let second = Launch(directory.image)
        #expect(second.hydrate() == Hydration(answer: .image, holdsDeferredParts: true, rowsRead: records + 1))
        #expect(second.dump == dump)
        await second.end()
    }

    @Test func aRecordAlreadyInTheStoreIsWrittenWhenTheImageIsAttached() async throws {
        let directory = try TemporaryDirectory()
        let store = Store()
        try CharacterPages.commit(CharacterPages.response(), to: store)
        let persistence = Persistence(url: directory.image)
        store.attach(persistence)
        persistence.close()
        await persistence.flush()

        let second = Launch(directory.image)
        #expect(second.hydrate().answer == .image)
        #expect(second.dump == StoreExport.text(of: store))
        await second.end()
    }
}
