import Foundation
import SampleServerSupport
import Testing

/// The image across processes, through `baton-tui fetch` runs: what one launch fetched
/// reads back launches later, two processes share a directory and lose nothing, an
/// image belongs to one token at one endpoint, and files that are not ours, a cache
/// that is a file and one that cannot be written each end as they should.
@Suite(.sampleServer, .serialized)
struct ImageDurabilityTests {
    private let cache = FileManager.default.temporaryDirectory.appendingPathComponent("baton-tui-durable-\(UUID().uuidString)")

    /// One `fetch` with the image in the suite's cache; `storeOnly` answers from the image alone.
    private func fetch(_ operation: String, _ variables: String, api: String = "rickandmorty", storeOnly: Bool = false,
                       endpoint: URL? = nil, token: String? = nil, cache: URL? = nil, as user: UInt32? = nil)
        throws -> BatonTUI.Run {
        let endpoint = try endpoint ?? {
            let server = try SampleServer.required()
            return api == "github" ? server.gitHubEndpoint : server.rickAndMortyEndpoint
        }()
        var arguments = ["fetch", operation, "--api", api, "--variables", variables, "--endpoint", endpoint.absoluteString,
                         "--cache-dir", (cache ?? self.cache).path, "--json"]
        if storeOnly { arguments += ["--policy", "store-only"] }
        return try BatonTUI.run(arguments, environment: token.map { ["GH_ENTERPRISE_TOKEN": $0] } ?? [:], as: user)
    }

    private func removeCache() {
        try? FileManager.default.removeItem(at: cache)
    }

    /// The one image file the cache holds.
    private func imageFile() throws -> URL {
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".sqlite") }
        try #require(names.count == 1, "\(names)")
        return cache.appendingPathComponent(names[0])
    }

    @Test func whatEarlierLaunchesFetchedReadsBackLaunchesLater() throws {
        defer { removeCache() }
        let character = try fetch("CharacterScreenQuery", #"{"id":"2"}"#)
        let episode = try fetch("EpisodeScreenQuery", #"{"id":"3"}"#)
        #expect(character.status == 0 && episode.status == 0, "\(character.stderr) \(episode.stderr)")
        // Four launches that read nothing of either.
        for launch in 3...6 {
            let missing = try fetch("LocationScreenQuery", #"{"id":"\#(launch)"}"#, storeOnly: true)
            #expect(missing.status == 1 && missing.stderr.contains("missingData"), "\(missing.stderr)")
        }
        for (operation, variables, online) in [("CharacterScreenQuery", #"{"id":"2"}"#, character),
                                               ("EpisodeScreenQuery", #"{"id":"3"}"#, episode)] {
            let offline = try fetch(operation, variables, storeOnly: true)
            #expect(offline.status == 0, "\(offline.stderr)")
            #expect(offline.stdout == online.stdout, "\(operation)")
        }
        // A chain of reads from the image alone keeps it whole.
        for id in ["3", "2", "3", "2"] {
            let operation = id == "2" ? "CharacterScreenQuery" : "EpisodeScreenQuery"
            #expect(try fetch(operation, #"{"id":"\#(id)"}"#, storeOnly: true).status == 0, "\(operation) \(id)")
        }
    }

    @Test func twoProcessesOnOneDirectoryLoseNothing() async throws {
        defer { removeCache() }
        let ids = (1...8).map(String.init)
        var online: [String: String] = [:]
        // Taken here: the server is the test task's, and the tasks below are not its.
        let endpoint = try SampleServer.required().rickAndMortyEndpoint
        for id in ids {
            // A character and an episode at once, each in its own process; each task
            // hands its output back rather than writing to a table the other writes.
            await withTaskGroup(of: (key: String, output: String).self) { group in
                for operation in ["CharacterScreenQuery", "EpisodeScreenQuery"] {
                    group.addTask {
                        let run = try? fetch(operation, #"{"id":"\#(id)"}"#, endpoint: endpoint)
                        return ("\(operation) \(id)", run?.status == 0 ? run?.stdout ?? "" : "failed: \(run?.stderr ?? "")")
                    }
                }
                for await run in group { online[run.key] = run.output }
            }
        }
        for id in ids {
            for operation in ["CharacterScreenQuery", "EpisodeScreenQuery"] {
                let offline = try fetch(operation, #"{"id":"\#(id)"}"#, storeOnly: true)
                #expect(offline.status == 0, "\(operation) \(id): \(offline.stderr)")
                #expect(online["\(operation) \(id)"] == offline.stdout, "\(operation) \(id)")
            }
        }
    }

    @Test func anotherTokenOrEndpointNeverReadsTheImageOfTheFirst() throws {
        defer { removeCache() }
        let mona = "ghp_sampleMonaToken000000000000000000000"
        let hubot = "ghp_sampleHubotToken00000000000000000000"
        let asMona = try fetch("ViewerScreenQuery", "{}", api: "github", token: mona)
        #expect(asMona.status == 0, "\(asMona.stderr)")
        #expect(asMona.stdout.contains(#""login":"mona""#))
        #expect(try fetch("ViewerScreenQuery", "{}", api: "github", storeOnly: true, token: mona).stdout == asMona.stdout)
        // Another token at the same endpoint reads nothing of mona's, then fetches its own.
        let hubotOffline = try fetch("ViewerScreenQuery", "{}", api: "github", storeOnly: true, token: hubot)
        #expect(hubotOffline.status == 1 && hubotOffline.stderr.contains("missingData"), "\(hubotOffline.stderr)")
        let asHubot = try fetch("ViewerScreenQuery", "{}", api: "github", token: hubot)
        #expect(asHubot.stdout.contains(#""login":"hubot""#) && !asHubot.stdout.contains("mona"))
        // Another endpoint (the same server by another name) reads nothing either.
        let server = try SampleServer.required()
        var elsewhere = try #require(URLComponents(url: server.gitHubEndpoint, resolvingAgainstBaseURL: false))
        elsewhere.host = "localhost"
        let moved = try fetch("ViewerScreenQuery", "{}", api: "github", storeOnly: true, endpoint: try #require(elsewhere.url),
                              token: mona)
        #expect(moved.status == 1 && moved.stderr.contains("missingData"), "\(moved.stderr)")
        // No file name or byte of the cache carries a token.
        for name in try FileManager.default.contentsOfDirectory(atPath: cache.path) {
            #expect(!name.contains("ghp_"))
            let bytes = try Data(contentsOf: cache.appendingPathComponent(name))
            #expect(bytes.range(of: Data(mona.utf8)) == nil && bytes.range(of: Data(hubot.utf8)) == nil, "\(name)")
        }
    }

    @Test func aSymbolicLinkOrAFileNotOursAtTheImagesPathIsLeftAlone() throws {
        defer { removeCache() }
        #expect(try fetch("CharacterScreenQuery", #"{"id":"2"}"#).status == 0)
        let image = try imageFile()
        let notes = cache.appendingPathComponent("notes.txt")
        for replace in [{ try FileManager.default.createSymbolicLink(at: image, withDestinationURL: notes) },
                        { try Data("my notes\n".utf8).write(to: image) }] {
            for suffix in ["", "-wal", "-shm"] { unlink(image.path + suffix) }
            try Data("my notes\n".utf8).write(to: notes)
            try replace()
            let run = try fetch("CharacterScreenQuery", #"{"id":"2"}"#)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try String(contentsOf: notes, encoding: .utf8) == "my notes\n")
            #expect(try String(contentsOf: image, encoding: .utf8) == "my notes\n")
        }
    }

    @Test func aCacheThatIsAFileIsSaidInWords() throws {
        defer { removeCache() }
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let file = cache.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: file)
        let fetched = try fetch("CharacterScreenQuery", #"{"id":"2"}"#, cache: file)
        #expect(fetched.status == 1)
        #expect(fetched.stderr == "baton-tui fetch: \(file.path) is not a directory\n")
        let app = try BatonTUI.run(["--cache-dir", file.path])
        #expect(app.status == 1)
        #expect(app.stderr.contains("\(file.path) is not a directory"), "\(app.stderr)")
        #expect(app.stderr.contains("--no-cache"))
    }

    @Test func aCacheThatCannotBeWrittenIsReadAsItIs() throws {
        defer { removeCache() }
        let online = try fetch("CharacterScreenQuery", #"{"id":"2"}"#)
        #expect(online.status == 0, "\(online.stderr)")
        let image = try imageFile()
        // Readable by all, writable by its owner alone; read as another user.
        chmod(cache.path, 0o755)
        chmod(image.path, 0o644)
        for suffix in ["-wal", "-shm"] { unlink(image.path + suffix) }
        let before = try Data(contentsOf: image)
        let user: UInt32? = getuid() == 0 ? BatonTUI.nobody : nil
        if user == nil { chmod(cache.path, 0o555) }
        defer { chmod(cache.path, 0o755) }
        let offline = try fetch("CharacterScreenQuery", #"{"id":"2"}"#, storeOnly: true, as: user)
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout == online.stdout)
        // Nothing new is kept, and the file is as it was.
        let fetched = try fetch("EpisodeScreenQuery", #"{"id":"3"}"#, as: user)
        #expect(fetched.status == 0, "\(fetched.stderr)")
        #expect(try Data(contentsOf: image) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == [image.lastPathComponent])
    }
}
