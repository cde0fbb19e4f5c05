import Foundation
import Testing

/// Runs the built `batonc` the way a shell would and reads what it says.
@Suite("batonc command line")
struct CommandLineTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The `batonc` binary in the build products directory the tests run from.
    static let binary: URL? = {
        var directories = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        if let executable = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles { directories.append(bundle.bundleURL.deletingLastPathComponent()) }
        return directories.map { $0.appendingPathComponent("batonc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    func run(_ arguments: [String]) throws -> Run {
        let binary = try #require(Self.binary, "batonc is built beside the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: RepositoryRoot.path)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    /// A file in a fresh temporary directory.
    func temporaryFile(_ name: String, _ text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("batonc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func helpListsTheCommands() throws {
        let result = try run(["--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("USAGE: batonc <command>"))
        #expect(result.output.contains("  validate"))
        #expect(result.output.contains("  print"))
        #expect(result.output.contains("  generate"))
        #expect(result.errors.isEmpty)
    }

    @Test(arguments: ["validate", "print"])
    func commandHelpListsItsOptions(command: String) throws {
        let result = try run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("USAGE: batonc \(command)"))
        for option in ["--config", "--schema", "-h, --help"] { #expect(result.output.contains(option)) }
    }

    @Test func generateHelpListsItsOptions() throws {
        for flag in ["--help", "-h"] {
            let result = try run(["generate", flag])
            #expect(result.status == 0)
            #expect(result.output.hasPrefix("OVERVIEW: Generate Swift"))
            for option in ["--config <baton.json>", "--out <dir>", "--report <file>", "--persisted <file>", "--check"] {
                #expect(result.output.contains(option), "\(option)")
            }
            #expect(result.errors.isEmpty)
        }
    }

    /// The man page and the shells' completions, written by hand, name every command and
    /// every option its help lists.
    @Test(arguments: ["man/batonc.1", "completions/bash/batonc", "completions/zsh/_batonc", "completions/fish/batonc.fish"])
    func theManualAndTheCompletionsNameEveryCommandAndOption(file: String) throws {
        let text = try String(contentsOfFile: RepositoryRoot.path + "/" + file, encoding: .utf8)
        var options: Set<String> = []
        for arguments in [["--help"], ["validate", "--help"], ["print", "--help"], ["generate", "--help"]] {
            let help = try run(arguments).output
            options.formUnion(help.matches(of: /(?m)^  (?:-h, )?(--[a-z-]+)/).map { String($0.output.1) })
        }
        #expect(options.isSuperset(of: ["--help", "--version", "--config", "--schema", "--out", "--check"]))
        for option in options.sorted() {
            // mdoc spells `--out` as `Fl -out`, fish as `-l out`.
            let spelling = file.hasPrefix("man/") ? "Fl " + option.dropFirst() : file.hasSuffix(".fish") ? "-l " + option.dropFirst(2) : option
            #expect(text.contains(spelling), "\(file) lacks \(spelling)")
        }
        for command in ["validate", "print", "generate"] { #expect(text.contains(command), "\(file) lacks \(command)") }
    }

    /// The release and the commit the binary was built from; `--version` belongs to no command.
    @Test func versionSaysTheReleaseAndTheCommit() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(result.output.wholeMatch(of: /batonc \d+\.\d+\.\d+ \(commit ([0-9a-f]{12,}(-modified)?|unknown)\)\n/) != nil,
                "\(result.output)")
        #expect(try run(["--help"]).output.contains("batonc --help | --version"))
        let misplaced = try run(["validate", "--version"])
        #expect(misplaced.status == 1)
        #expect(misplaced.errors.contains("unknown option '--version'"))
    }

    @Test func unknownOptionsAreErrorsThatListTheOptions() throws {
        let result = try run(["validate", "--schema", "schema.graphql", "--verbose", "x.graphql"])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errors.contains("batonc validate: error: unknown option '--verbose'"))
        #expect(result.errors.contains("options: --config, --schema, --help"))
        let unknownCommand = try run(["compile"])
        #expect(unknownCommand.status == 1)
        #expect(unknownCommand.errors.contains("unknown command 'compile'"))
        #expect(unknownCommand.errors.contains("commands: validate, print, generate"))
        let nothing = try run([])
        #expect(nothing.status == 1)
        let both = try run(["validate", "--schema", "a", "--config", "b", "c"])
        #expect(both.status == 1)
        #expect(both.errors.contains("not both"))
    }

    @Test func validateAcceptsAValidDocumentAndRefusesASyntaxError() throws {
        let valid = try temporaryFile("Valid.graphql", "query Valid { characters { results { id name } } }\n")
        let accepted = try run(["validate", "--schema", "schema.graphql", valid])
        #expect(accepted.status == 0)
        #expect(accepted.errors.isEmpty)
        let invalid = try temporaryFile("Broken.graphql", "query Broken {\n  character(id: \"1) { name }\n}\n")
        let refused = try run(["validate", "--schema", "schema.graphql", invalid])
        #expect(refused.status == 1)
        #expect(refused.output.isEmpty)
        #expect(refused.errors == """
            \(invalid):2:29: error: Syntax Error: Unterminated string.
              character(id: "1) { name }
                                        ^

            """)
    }

    @Test func validateRefusesAMisspelledFieldWithASuggestion() throws {
        let file = try temporaryFile("Screen.graphql", "query Screen($id: ID!) {\n  character(id: $id) { nmae }\n}\n")
        let result = try run(["validate", "--schema", "schema.graphql", file])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("""
            \(file):2:24: error: Cannot query field "nmae" on type "Character".
              character(id: $id) { nmae }
                                   ^~~~
            Did you mean "name"
            """))
    }

    /// The text after the transforms: the key field `id` joins every selection of a
    /// type with identity that lacks it.
    @Test func printWritesTheTransformedCompactTextWithReachedFragments() throws {
        let first = try temporaryFile("Screen.graphql", """
            query CharacterScreen($id: ID!) {
              character(id: $id) { ...CharacterRow_character name }
            }
            """)
        let second = try temporaryFile("Row.graphql", """
            fragment CharacterRow_character on Character { id status }
            """)
        let result = try run(["print", "CharacterScreen", "--schema=schema.graphql", first, second])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(result.output == """
            query CharacterScreen($id:ID!){character(id:$id){...CharacterRow_character,name,id}}fragment CharacterRow_character on Character{id,status}

            """)
        let missing = try run(["print", "CharacterScren", "--schema", "schema.graphql", first, second])
        #expect(missing.status == 1)
        #expect(missing.output.isEmpty)
        #expect(missing.errors.contains("no operation named \"CharacterScren\". Did you mean \"CharacterScreen\"?"))
    }

    @Test func printReportsAnUnknownFragmentAtTheSpread() throws {
        let file = try temporaryFile("Screen.graphql", "query Q {\n  character(id: 1) { ...Rows }\n}\nfragment Row on Character { id }\n")
        let result = try run(["print", "Q", "--schema", "schema.graphql", file])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("\(file):2:25: error: Unknown fragment \"Rows\".\n"))
        #expect(result.errors.contains("Did you mean \"Row\"?"))
    }

    @Test func printUnderPersistConfigPrecedesTheTextWithItsID() throws {
        let schemaPath = RepositoryRoot.path + "/schema.graphql"
        let config = try temporaryFile("baton.json", """
            {"schema": "\(schemaPath)", "persistConfig": {"file": "persisted.json", "algorithm": "MD5"}}
            """)
        let document = try temporaryFile("Q.graphql", "query Q { characters { info { count } } }")
        let result = try run(["print", "Q", "--config", config, document])
        #expect(result.errors.isEmpty)
        #expect(result.status == 0)
        #expect(result.output == "# documentId: 1d75413477bc9bb202ec32ada6984e2d\nquery Q{characters{info{count}}}\n")
    }
}
