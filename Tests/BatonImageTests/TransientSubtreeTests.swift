import Foundation
import Testing
@testable import Baton

/// A transient root field's subtree: the records keyed under it, the connection's
/// client record, page info and edges, stay off the file with the user's words in
/// their keys; the entities reached through it persist as themselves.
@MainActor
@Suite struct TransientSubtreeTests {
    static let plan = Plan(name: "PrivateSearchQuery", selections: [
        Selection(type: "Query", fields: [
            .link("search", 1, key: .arguments("search", [
                Argument("after", .variable("after")), Argument("first", .variable("first")),
                Argument("query", .variable("query")),
            ]), nullable: false, connection: ConnectionInfo(
                key: "Private_search", filters: ["query"], direction: .forward,
                handleKey: .arguments("__Private_search_connection", [Argument("query", .variable("query"))]))),
        ]),
        Selection(type: "PrivateSearchConnection", fields: [
            .scalar("repositoryCount", .int, nullable: false), .links("edges", 2), .link("pageInfo", 4, nullable: false),
        ]),
        Selection(type: "PrivateSearchEdge", fields: [.scalar("cursor", .string, nullable: false), .link("node", 3)]),
        Selection(type: "PrivateRepository", keyFields: ["id"], fields: [
            .scalar("id", .id, nullable: false), .scalar("name", .string, nullable: false),
        ]),
        Selection(type: "PageInfo", fields: [
            .scalar("endCursor", .string), .scalar("hasNextPage", .boolean, nullable: false),
        ]),
    ])

    /// A repository's own screen: the root field by id, and the row's fields.
    static let repositoryPlan = Plan(name: "PrivateRepositoryQuery", selections: [
        Selection(type: "Query", fields: [.link("repository", 1, key: .constant(#"repository(id:"r2")"#))]),
        Selection(type: "PrivateRepository", keyFields: ["id"], fields: [
            .scalar("id", .id, nullable: false), .scalar("name", .string, nullable: false),
        ]),
    ])

    static let idOnlyPlan = Plan(name: "PrivateRepositoryIDQuery", selections: [
        Selection(type: "Query", fields: [.link("repository", 1, key: .constant(#"repository(id:"r2")"#))]),
        Selection(type: "PrivateRepository", keyFields: ["id"], fields: [.scalar("id", .id, nullable: false)]),
    ])

    static let words = "mona secret plans"
    static let transient = ImageSchema(digest: "private-search", transientRootFields: ["Query.search"])
    static let plain = ImageSchema(digest: "private-search")

    static func variables(after: String? = nil) -> Variables {
        var variables: Variables = ["query": .string(words), "first": .int(2)]
        if let after { variables["after"] = .string(after) }
        return variables
    }

    static func page(_ ids: [Int], hasNext: Bool) -> [UInt8] {
        let edges = ids.map { #"{"cursor":"c\#($0)","node":{"id":"r\#($0)","name":"repo \#($0)"}}"# }
        return Array((#"{"data":{"search":{"repositoryCount":4,"edges":[\#(edges.joined(separator: ","))],"#
            + #""pageInfo":{"endCursor":"c\#(ids.last ?? 0)","hasNextPage":\#(hasNext)}}}}"#).utf8)
    }

    /// Two pages of the search, then the id of one repository from its own screen.
    static func search(into store: Store) throws {
        store.commit(try Ingest.changeSet(for: page([1, 2], hasNext: true), plan: plan, variables: variables()))
        store.commit(try Ingest.changeSet(for: page([3, 4], hasNext: false), plan: plan,
                                          variables: variables(after: "c2")))
        store.recordFetch(of: plan, variables: variables(), at: Date())
        store.commit(try Ingest.changeSet(for: Array(#"{"data":{"repository":{"id":"r2"}}}"#.utf8),
                                          plan: idOnlyPlan, variables: [:]))
        store.recordFetch(of: idOnlyPlan, variables: [:], at: Date())
    }

    @Test func aSearchsPagesLeaveNoRowNameOrStampWithItsWords() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image, schema: Self.transient)
        try Self.search(into: first.store)
        await first.end()
        // Memory keeps the whole connection.
        #expect(first.store.record(for: RecordKey(#"client:root:__Private_search_connection(query:"mona secret plans")"#))
            != nil)

        let raw = try RawImage(directory.image)
        #expect(try raw.texts("SELECT key FROM records ORDER BY key") == (1...4).map { "PrivateRepository:r\($0)" })
        #expect(try raw.count("SELECT count(*) FROM names WHERE name LIKE '%mona%' OR name LIKE '%search%'") == 0)
        #expect(try raw.texts("SELECT name FROM names WHERE name LIKE 'repository%'") == [#"repository(id:"r2")"#])
        #expect(try raw.count("SELECT count(*) FROM fetches") == 1)
        raw.connection.close()
        let bytes = try Data(contentsOf: directory.image)
        #expect(bytes.range(of: Data("secret plans".utf8)) == nil)

        // The next launch misses on the search, whichever way it is asked, and fetches.
        let second = Launch(directory.image, schema: Self.transient)
        #expect(second.store.hydrate(Self.plan.followingConnections, variables: Self.variables()).answer == .miss)
        #expect(second.store.hydrate(Self.plan, variables: Self.variables()).answer == .miss)
        #expect(second.store.imageFetchTime(of: Self.plan, variables: Self.variables()) == nil)
        // A repository seen in the search hydrates for its own screen, with the name the search brought.
        #expect(second.store.hydrate(Self.repositoryPlan, variables: [:]).answer == .image)
        let repository = try #require(second.store.record(for: RecordKey("PrivateRepository:r2")))
        #expect(repository.value(at: Registry.shared.slot(repository.type, "name").index) == .string("repo 2"))
        await second.end()
    }

    @Test func anOlderFileHoldingTheSubtreeMissesWholeRatherThanReadingItInPart() async throws {
        let directory = try TemporaryDirectory()
        // Written before the field was named transient, under the same version.
        let first = Launch(directory.image, schema: Self.plain, version: "v1")
        try Self.search(into: first.store)
        await first.end()
        let raw = try RawImage(directory.image)
        #expect(try raw.count("SELECT count(*) FROM records WHERE key LIKE 'client:root:%'") > 0)
        raw.connection.close()

        let second = Launch(directory.image, schema: Self.transient, version: "v1")
        let hydration = second.store.hydrate(Self.plan.followingConnections, variables: Self.variables())
        #expect(hydration.answer == .miss)
        #expect(hydration.rowsRead == 0)
        let handle = try #require(second.store.queryRoot.value(at: second.store.slot(
            second.store.queryRoot.type, rendered: #"__Private_search_connection(query:"mona secret plans")"#).index))
        #expect(handle == .missing)
        #expect(second.store.allRecords.allSatisfy { !$0.key.rawValue.contains("mona") })
        await second.end()
    }
}
