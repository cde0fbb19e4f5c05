@_spi(Generated) import Baton
import BatonInspector
import BatonTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GitHub
import Testing

/// A starrable's two star fields as the store holds them, read from its dump; nil
/// for a field the store does not hold.
struct StarState: Equatable, CustomStringConvertible {
    var viewerHasStarred: Bool?
    var stargazerCount: Int?

    var description: String { "starred \(viewerHasStarred.map(String.init) ?? "-"), \(stargazerCount.map(String.init) ?? "-") stars" }
}

@MainActor
enum StoreReading {
    /// The store's dump as Foundation reads JSON: records by key.
    static func records(_ store: Store) throws -> [String: Any] {
        let text = StoreExport.text(of: store)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func star(_ store: Store, _ id: String) throws -> StarState {
        guard let record = try records(store)["Repository:\(id)"] as? [String: Any] else { return StarState() }
        return StarState(viewerHasStarred: record["viewerHasStarred"] as? Bool,
                         stargazerCount: (record["stargazerCount"] as? NSNumber)?.intValue)
    }

    static func holds(_ store: Store, _ key: String) throws -> Bool {
        try records(store)[key] != nil
    }
}

/// The slots each committed batch changed, from the environment's log, by kind.
@MainActor
enum CommitLog {
    static func changedSlots(_ environment: Environment, _ kind: Commit.Kind) -> [Int] {
        environment.events.compactMap { event in
            if case let .committed(committed, changedSlots) = event, committed == kind { return changedSlots }
            return nil
        }
    }
}

/// An environment where the server said two repositories' stars before any mutation
/// (R_a 5, R_b 7, neither starred), each under a repository query's root, so that
/// collection keeps them.
@MainActor
enum TwoRepositories {
    static func environment(over transport: ScriptedTransport) throws -> Environment {
        let environment = Environment(store: Store(), transport: transport)
        for (name, id, count) in [("a", "R_a", 5), ("b", "R_b", 7)] {
            let query = self.query(name)
            _ = environment.handle(for: query)
            try environment.commitPayload(query, StarPayload.repository(id, starred: false, count: count))
        }
        return environment
    }

    static func query(_ name: String) -> RepositoryScreenQuery {
        RepositoryScreenQuery(owner: "octocat", name: name)
    }
}

/// Payloads in the shape of the star mutations' responses, and of part of a
/// repository screen's.
enum StarPayload {
    static func addStar(_ id: String, starred: Bool, count: Int) -> Payload {
        payload("addStar", id, starred: starred, count: count)
    }

    static func removeStar(_ id: String, starred: Bool, count: Int) -> Payload {
        payload("removeStar", id, starred: starred, count: count)
    }

    /// Part of a repository screen's response: the repository's star fields alone.
    static func repository(_ id: String, starred: Bool, count: Int) -> Payload {
        Payload(json: """
            {"data":{"repository":{"id":"\(id)","viewerHasStarred":\(starred),"stargazerCount":\(count)}}}
            """)
    }

    private static func payload(_ field: String, _ id: String, starred: Bool, count: Int) -> Payload {
        Payload(json: """
            {"data":{"\(field)":{"starrable":{"__typename":"Repository","id":"\(id)","viewerHasStarred":\(starred),"stargazerCount":\(count)}}}}
            """)
    }

    /// The optimistic response of a star: the starrable's fields as given, absent when nil.
    static func optimistic(_ id: String, starred: Bool? = nil, count: Int? = nil) -> AddStarMutation.OptimisticResponse {
        .init(addStar: .init(starrable: .init(__typename: "Repository", id: id, viewerHasStarred: starred, stargazerCount: count)))
    }
}

/// A dump compared with its golden under `Goldens/`. `BATON_UPDATE_GOLDENS=1`
/// writes it afresh instead, to be reviewed before it is committed, and fails:
/// a run that wrote its goldens compared nothing, so it must never pass.
@MainActor
enum DumpGolden {
    /// With `serverOnly`, the golden has an oracle apart from the store under test:
    /// a store given the same server answers and never a layer, which must dump it
    /// too, since a layer that ended leaves nothing and the image takes none.
    static func check(
        _ store: Store, _ name: String, serverOnly: Store? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/\(name).dump")
        let dump = StoreExport.text(of: store)
        if ProcessInfo.processInfo.environment["BATON_UPDATE_GOLDENS"] == "1" {
            try dump.write(to: path, atomically: true, encoding: .utf8)
            Issue.record("wrote Goldens/\(name).dump; review it, then run again without BATON_UPDATE_GOLDENS",
                         sourceLocation: sourceLocation)
            return
        }
        let golden = try String(contentsOf: path, encoding: .utf8)
        #expect(dump == golden, sourceLocation: sourceLocation)
        if let serverOnly {
            #expect(StoreExport.text(of: serverOnly) == golden, "the server's answers alone dump otherwise",
                    sourceLocation: sourceLocation)
        }
    }
}

/// A refusal a scripted server gives.
struct ServerRefused: Error {}
