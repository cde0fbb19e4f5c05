import BatonCompiler
import BatonSupport
import Foundation
import Testing

/// `batonc generate`, run as a build runs it: writes only what changed, removes
/// what no document writes, writes nothing on an error, and `--check` names what
/// is stale or missing. The project's own documents generate and check clean.
@Suite struct GenerateTests {
    private let commandLine = CommandLineTests()

    private func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("batonc-generate-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func documents(in directory: String, _ files: [String: String]) throws -> [String] {
        try files.keys.sorted().map { name in
            let path = directory + "/" + name
            try files[name]!.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    private func modified(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    @Test(arguments: [
        ("baton.json", "graphql/rickandmorty"), ("graphql/github/baton.json", "graphql/github"),
    ])
    func theProjectsDocumentsGenerateAndCheckClean(_ config: String, _ folder: String) throws {
        let out = try temporaryDirectory()
        let loaded = try #require(ConfigDecoder.load(path: RepositoryRoot.path + "/" + config).config)
        let schemaNames = Set((loaded.schemaFiles + loaded.schemaExtensions).map { URL(fileURLWithPath: $0).lastPathComponent })
        let files = try FileManager.default.contentsOfDirectory(atPath: RepositoryRoot.path + "/" + folder)
            .filter { $0.hasSuffix(".graphql") && !schemaNames.contains($0) }.sorted().map { folder + "/" + $0 }
        let generated = try commandLine.run(["generate", "--config", config, "--out", out] + files)
        #expect(generated.status == 0, "\(generated.errors)")
        let check = try commandLine.run(["generate", "--config", config, "--out", out, "--check"] + files)
        #expect(check.status == 0, "\(check.errors)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(written == (files.map { Generator.outputName(for: $0) } + [Generator.sharedFileName]).sorted())
    }

    @Test func writesOnlyWhatChangedAndRemovesStaleOutputs() throws {
        let sources = try temporaryDirectory()
        let out = try temporaryDirectory()
        let paths = try documents(in: sources, [
            "One.graphql": "query OneQuery { character(id: 1) { name } }",
            "Two.graphql": "query TwoQuery { location(id: 1) { name } }",
        ])
        #expect(try commandLine.run(["generate", "--config", "baton.json", "--out", out] + paths).status == 0)
        // Dated in the past, an output written again would bear the run's date, however
        // coarse the file system's clock.
        let one = out + "/One.graphql.swift"
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: one)
        #expect(try commandLine.run(["generate", "--config", "baton.json", "--out", out] + paths).status == 0)
        #expect(try modified(one) == past)

        #expect(try commandLine.run(["generate", "--config", "baton.json", "--out", out, paths[0]]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == ["BatonShared.swift", "One.graphql.swift"])
    }

    @Test func checkNamesStaleAndMissingOutputs() throws {
        let sources = try temporaryDirectory()
        let out = try temporaryDirectory()
        let paths = try documents(in: sources, [
            "One.graphql": "query OneQuery { character(id: 1) { name } }",
            "Two.graphql": "query TwoQuery { location(id: 1) { name } }",
        ])
        #expect(try commandLine.run(["generate", "--config", "baton.json", "--out", out] + paths).status == 0)
        try "// edited\n".write(toFile: out + "/One.graphql.swift", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: out + "/Two.graphql.swift")
        let check = try commandLine.run(["generate", "--config", "baton.json", "--out", out, "--check"] + paths)
        #expect(check.status == 1)
        #expect(check.errors.contains("stale: \(out)/One.graphql.swift"))
        #expect(check.errors.contains("missing: \(out)/Two.graphql.swift"))
        // Checking wrote nothing.
        #expect(try String(contentsOfFile: out + "/One.graphql.swift", encoding: .utf8) == "// edited\n")
    }

    @Test func anErrorInAnyDocumentWritesNothing() throws {
        let sources = try temporaryDirectory()
        let out = try temporaryDirectory()
        let paths = try documents(in: sources, [
            "Good.graphql": "query GoodQuery { character(id: 1) { name } }",
            "Bad.graphql": "query BadQuery { character(id: 1) { nmae } }",
        ])
        let result = try commandLine.run(["generate", "--config", "baton.json", "--out", out, "--report", out + "/report.json"] + paths)
        #expect(result.status == 1)
        #expect(result.errors.contains("Bad.graphql:1:37: error: Cannot query field \"nmae\" on type \"Character\"."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).isEmpty)
    }

    @Test func thePersistedMapIsStableAndKeyedByTheTextsHash() throws {
        let out = try temporaryDirectory()
        let files = ["graphql/rickandmorty/Characters.graphql", "graphql/rickandmorty/Episode.graphql"]
        let first = out + "/first.json"
        let second = out + "/second.json"
        #expect(try commandLine.run(["generate", "--config", "baton.json", "--out", out, "--persisted", first] + files).status == 0)
        #expect(try commandLine.run(["generate", "--config", "baton.json", "--out", out, "--persisted", second] + files).status == 0)
        let text = try String(contentsOfFile: first, encoding: .utf8)
        #expect(text == (try String(contentsOfFile: second, encoding: .utf8)))
        let map = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String])
        #expect(map.count == 2)
        for (id, document) in map { #expect(id == PersistedID(text: document, algorithm: .md5).value) }
        let characters = try #require(map.values.first { $0.hasPrefix("query CharactersScreenQuery") })
        #expect(map.keys.contains(Digest.md5.hex(characters)))
    }

    @Test func usageErrorsNameTheProblem() throws {
        let missing = try commandLine.run(["generate", "--out", "x", "a.graphql"])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("batonc generate: error: missing '--config'"))
        let help = try commandLine.run(["generate", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("--check"))
    }
}

/// Under persistConfig an operation's document is its id, and the map is written
/// where the configuration says; mapped custom scalars read as their host type.
@Suite struct GenerateConfigurationTests {
    private let commandLine = CommandLineTests()

    @Test func persistConfigMakesTheDocumentAnIdAndWritesTheMap() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("batonc-persist-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: true)
        try """
            {"schema": "\(RepositoryRoot.path)/schema.graphql",
             "persistConfig": {"file": "persisted.json", "algorithm": "SHA256"}}
            """.write(toFile: directory + "/baton.json", atomically: true, encoding: .utf8)
        let document = directory + "/Episode.graphql"
        try "query EpisodeNameQuery($id: ID!) { episode(id: $id) { name } }".write(toFile: document, atomically: true, encoding: .utf8)
        let result = try commandLine.run(["generate", "--config", directory + "/baton.json", "--out", directory + "/out", document])
        #expect(result.status == 0, "\(result.errors)")
        let text = "query EpisodeNameQuery($id:ID!){episode(id:$id){name,id}}"
        let id = Digest.sha256.hex(text)
        let swift = try String(contentsOfFile: directory + "/out/Episode.graphql.swift", encoding: .utf8)
        #expect(swift.contains("public static let document = RequestDocument.persisted(id: \"\(id)\")"))
        #expect(!swift.contains("RequestDocument.text"))
        let map = try String(contentsOfFile: directory + "/persisted.json", encoding: .utf8)
        #expect(map == "{\n  \"\(id)\": \"\(text.replacingOccurrences(of: "\"", with: "\\\""))\"\n}\n")
    }
}

extension GenerateConfigurationTests {
    @Test func aMappedScalarReadsAsItsHostTypeAndOptionalEvenWhenNonNull() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("batonc-scalars-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: true)
        try "scalar Url\nscalar Html\ntype Query { home: Url!, links: [Url!], body: Html }"
            .write(toFile: directory + "/schema.graphql", atomically: true, encoding: .utf8)
        try #"{"schema": "schema.graphql", "customScalarTypes": {"Url": "URL"}}"#
            .write(toFile: directory + "/baton.json", atomically: true, encoding: .utf8)
        let document = directory + "/Home.graphql"
        try "query HomeQuery { home links body }".write(toFile: document, atomically: true, encoding: .utf8)
        let result = try commandLine.run(["generate", "--config", directory + "/baton.json", "--out", directory + "/out", document])
        #expect(result.status == 0, "\(result.errors)")
        let swift = try String(contentsOfFile: directory + "/out/Home.graphql.swift", encoding: .utf8)
        #expect(swift.contains("import Foundation"))
        #expect(swift.contains("public var home: URL? { anchor.optional(Slots.Query.home) }"))
        #expect(swift.contains("public var links: [URL]? { anchor.optionalList(Slots.Query.links) }"))
        // An unmapped custom scalar reads as the text the server wrote.
        #expect(swift.contains("public var body: String? { anchor.optional(Slots.Query.body) }"))
        #expect(swift.contains(#".scalar("home", .custom, nullable: false)"#))
    }
}

extension GenerateConfigurationTests {
    /// A schema in two files is one server schema: a subscription root kept in its own
    /// file is printed and sent like any field, where an extension's would be client.
    @Test func aSchemaInTwoFilesIsTheServersInBoth() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("batonc-schemas-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: true)
        try "type Query { count: Int }".write(toFile: directory + "/schema.graphql", atomically: true, encoding: .utf8)
        try "type Subscription { countChanged: Int }\nextend schema { subscription: Subscription }"
            .write(toFile: directory + "/live.graphql", atomically: true, encoding: .utf8)
        try #"{"schema": ["schema.graphql", "live.graphql"], "persistConfig": {"file": "persisted.json", "algorithm": "MD5"}}"#
            .write(toFile: directory + "/baton.json", atomically: true, encoding: .utf8)
        let document = directory + "/Count.graphql"
        try "subscription CountSubscription { countChanged }".write(toFile: document, atomically: true, encoding: .utf8)
        let result = try commandLine.run(["generate", "--config", directory + "/baton.json", "--out", directory + "/out", document])
        #expect(result.status == 0, "\(result.errors)")
        let map = try String(contentsOfFile: directory + "/persisted.json", encoding: .utf8)
        #expect(map.contains("subscription CountSubscription{countChanged}"))
    }
}
