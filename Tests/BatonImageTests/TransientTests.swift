import Foundation
import Testing
@testable import Baton

/// What never reaches the file: transient types, transient root fields with their
/// keys and fetch stamps, links to transient records, and batches not the server's.
@MainActor
@Suite struct TransientTests {
    static let plan = Plan(name: "SecretsQuery", selections: [
        Selection(type: "Query", fields: [
            .links("secrets", 1, key: .arguments("secrets", [Argument("text", .variable("text"))])),
            .link("character", 2, key: .constant(#"character(id:"1")"#)),
        ]),
        Selection(type: "Secret", keyFields: ["id"], fields: [.scalar("id", .id), .scalar("text", .string)]),
        Selection(type: "Character", keyFields: ["id"], fields: [
            .scalar("id", .id), .scalar("name", .string), .link("secret", 1),
        ]),
    ])

    static let schema = ImageSchema(digest: "secrets", transientTypes: ["Secret"], transientRootFields: ["Query.secrets"])

    static let response = Array("""
        {"data":{"secrets":[{"id":"s1","text":"hush"}],\
        "character":{"id":"1","name":"Rick","secret":{"id":"s2","text":"quiet"}}}}
        """.utf8)

    @Test func transientRecordsFieldsAndStampsStayOffTheFile() async throws {
        let directory = try TemporaryDirectory()
        let variables: Variables = ["text": .string("private words")]
        let first = Launch(directory.image, schema: Self.schema)
        first.store.commit(try Ingest.changeSet(for: Self.response, plan: Self.plan, variables: variables))
        first.store.recordFetch(of: Self.plan, variables: variables, at: Date())
        await first.end()
        // Memory keeps them.
        #expect(first.store.record(for: RecordKey("Secret:s1")) != nil)
        #expect(first.store.record(for: RecordKey("Character:1"))?.storedFields.contains { $0.storageKey == "secret" }
            == true)

        let raw = try RawImage(directory.image)
        #expect(try raw.texts("SELECT key FROM records") == ["Character:1"])
        #expect(try raw.count("SELECT count(*) FROM names WHERE name LIKE 'secret%' OR name = 'Secret'") == 0)
        #expect(try raw.count("SELECT count(*) FROM root") == 1)
        #expect(try raw.count("SELECT count(*) FROM fetches") == 0)
        raw.connection.close()
        let bytes = try Data(contentsOf: directory.image)
        for text in ["hush", "quiet", "private words"] {
            #expect(bytes.range(of: Data(text.utf8)) == nil)
        }

        // The next launch misses on the link it left out, and fetches.
        let second = Launch(directory.image, schema: Self.schema)
        #expect(second.store.hydrate(Self.plan, variables: variables).answer == .miss)
        let character = try #require(second.store.record(for: RecordKey("Character:1")))
        #expect(character.storedFields.map(\.storageKey).sorted() == ["id", "name"])
        await second.end()
    }

    @Test func optimisticAndLocalBatchesNeverReachTheFile() async throws {
        let directory = try TemporaryDirectory()
        let image = Launch(directory.image)
        let changeSet = try Ingest.changeSet(for: CharacterPages.response(count: 3), plan: CharacterPages.plan,
                                             variables: CharacterPages.variables(page: 1))
        image.store.commit(changeSet, kind: .optimistic)
        image.store.commit(changeSet, kind: .local)
        await image.end()
        #expect(image.persistence.statistics.rowsWritten == 0)

        let next = Launch(directory.image)
        #expect(next.hydrate().answer == .miss)
        await next.end()
    }
}
