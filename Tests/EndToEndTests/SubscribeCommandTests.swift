import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Baton
import SampleServerSupport
import Testing

/// `baton-tui subscribe` as a black box, over graphql-sse and over graphql-transport-ws:
/// hubot unstars and stars the sample repository, and each event's data comes out as
/// one JSON line, the count read back through the lenses. Each protocol on a server of
/// its own, so that no other test's stars or subscriptions come between.
@Suite struct SubscribeCommandTests {
    private static let repositoryID = "R_MDpSZXBvc2l0b3J5OjExNjM"

    @Test(arguments: ["sse", "websocket"])
    func eachEventIsOneJSONLine(live: String) async throws {
        let server = try await SampleServer.start()
        defer { server.stop() }
        let process = Process()
        process.executableURL = try BatonTUI.binary()
        process.arguments = ["subscribe", "StarCountSubscription", "--live", live, "--endpoint", server.gitHubEndpoint.absoluteString,
                             "--variables", #"{"repositoryId":"\#(Self.repositoryID)"}"#, "--count", "2"]
        process.environment = ProcessInfo.processInfo.environment.merging(["GH_ENTERPRISE_TOKEN": try SampleServer.gitHubToken()]) { $1 }
        let output = Pipe()
        let printed = Locked(Data())
        output.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            printed.withLock { $0 += chunk }
        }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        // Events before the subscription listens are not the stream's.
        try await server.awaitGitHubSubscribers(1)
        // The event's fields are read when the server sends it: the star waits for the unstar's line.
        try await server.hubotStars(Self.repositoryID, false)
        for _ in 0..<400 where !printed.withLock({ $0.contains(UInt8(ascii: "\n")) }) {
            try await Task.sleep(for: .milliseconds(25))
        }
        try await server.hubotStars(Self.repositoryID, true)
        for _ in 0..<400 where process.isRunning { try await Task.sleep(for: .milliseconds(25)) }
        #expect(!process.isRunning)
        #expect(process.terminationStatus == 0)
        output.fileHandleForReading.readabilityHandler = nil
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        let lines = String(decoding: printed.withLock { $0 } + rest, as: UTF8.self).split(separator: "\n")
        let counts = try lines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: [String: Any]]
            return try #require(object?["starCountChanged"]?["stargazerCount"] as? Int)
        }
        #expect(counts.count == 2)
        #expect(counts.count == 2 && counts[1] == counts[0] + 1, "\(counts)")
    }
}
