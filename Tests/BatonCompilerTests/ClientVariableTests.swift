@testable import BatonCompiler
import BatonSupport
import Foundation
import Testing

/// Variables only client directives read (an edge directive's `connections`, a
/// `@connection` argument, an `@arguments` value no declared argument uses): the
/// text and its persisted id leave them out, as graphql-core refuses a variable
/// never used; the operation value keeps them and the plan's edits read them.
@Suite struct ClientVariableTests {
    static let gitHub = RepositoryRoot.path + "/graphql/github"

    /// The GitHub target's documents compiled as the build plugin compiles them.
    static func gitHubOutput() throws -> Generator.Output {
        let config = try #require(ConfigDecoder.load(path: gitHub + "/baton.json").config)
        // The server's schema, then the client extensions (the inbox's types).
        let files = config.schemaFiles.map { ($0, false) } + config.schemaExtensions.map { ($0, true) }
        let schemaTexts = try files.map { try String(contentsOfFile: $0.0, encoding: .utf8) }
        let schema = SchemaBuilder.build(try zip(files, schemaTexts).map { file, text in
            SchemaSource(document: try Parser.parseDocument(Source(text: text, path: file.0)), path: file.0, isClient: file.1)
        }).schema
        let schemaNames = Set(files.map { URL(fileURLWithPath: $0.0).lastPathComponent })
        let names = try FileManager.default.contentsOfDirectory(atPath: gitHub).filter { $0.hasSuffix(".graphql") && !schemaNames.contains($0) }
        let documents = try names.sorted().map { name in
            let text = try String(contentsOfFile: gitHub + "/" + name, encoding: .utf8)
            return ExecutableSource(document: try Parser.parseDocument(Source(text: text, path: name)), path: name)
        }
        return try Generator.generate(
            documents: documents, schema: schema, config: config,
            schemaDigest: Generator.schemaDigest(schemaText: schemaTexts.joined(separator: "\n"), config: config))
    }

    /// Each operation's name and text, from the report.
    static func texts(_ output: Generator.Output) throws -> [String: String] {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.report.utf8)) as? [String: Any])
        let operations = try #require(report["operations"] as? [[String: Any]])
        var texts: [String: String] = [:]
        for operation in operations {
            texts[try #require(operation["name"] as? String)] = try #require(operation["text"] as? String)
        }
        return texts
    }

    /// graphql-core's verdict on each text, through the oracle's `validate_text.py`.
    /// `deferring` accepts `@defer` and `@stream`, as a server that delivers parts does.
    static func graphQLCoreVerdicts(_ texts: [String], schema: [String], deferring: Bool = false) throws -> (status: Int32, lines: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: RepositoryRoot.path + "/.venv/bin/python")
        process.arguments = [RepositoryRoot.path + "/scripts/oracle/validate_text.py"] + schema.flatMap { ["--schema", $0] }
            + (deferring ? ["--defer-stream"] : [])
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: texts))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    @Test func addCommentsConnectionsVariableIsLeftOutOfTheText() throws {
        let texts = try Self.texts(try Self.gitHubOutput())
        #expect(texts["AddCommentMutation"] == "mutation AddCommentMutation($input:AddCommentInput!){addComment(input:$input)"
            + "{commentEdge{cursor,node{id,...ConversationComment_comment}},subject{__typename,id,"
            + "...on Issue{comments(first:0){totalCount}},...on PullRequest{comments(first:0){totalCount}}}}}"
            + "fragment ConversationComment_comment on IssueComment{author{__typename,login,...on Node{__isNode:__typename,id}},"
            + "body,createdAt,url}")
    }

    @Test func everyGitHubTextValidatesUnderGraphQLCore() throws {
        let texts = try Self.texts(try Self.gitHubOutput())
        let names = texts.keys.sorted()
        #expect(names.contains("AddCommentMutation"))
        let schemaFiles = try #require(ConfigDecoder.load(path: Self.gitHub + "/baton.json").config).schemaFiles
        let verdicts = try Self.graphQLCoreVerdicts(names.map { texts[$0]! }, schema: schemaFiles, deferring: true)
        #expect(verdicts.lines == names.indices.map { "\($0 + 1)\tvalid\t" }, "\(zip(names, verdicts.lines).map { "\($0): \($1)" })")
        #expect(verdicts.status == 0)
    }

    @Test func graphQLCoreRefusesTheVariableWhenLeftIn() throws {
        let verdicts = try Self.graphQLCoreVerdicts(
            [#"mutation M($input:AddCommentInput!,$connections:[ID!]!){addComment(input:$input){clientMutationId}}"#],
            schema: [Self.gitHub + "/schema.graphql"])
        #expect(verdicts.lines == ["1\tinvalid\tVariable '$connections' is never used in operation 'M'."])
        #expect(verdicts.status == 1)
    }

    @Test func theOperationValueKeepsTheVariableAndThePlansEditReadsIt() throws {
        let output = try Self.gitHubOutput()
        let star = try #require(output.files.first { $0.name == Generator.outputName(for: "Star.graphql") }?.contents)
        let addComment = try #require(star.range(of: "public struct AddCommentMutation").map { String(star[$0.lowerBound...]) })
        #expect(addComment.contains("public var connections: [String]"))
        #expect(addComment.contains(#"variables.set("connections", connections)"#))
        #expect(addComment.contains(#"edit: Edit(.appendEdge, connections: .variable("connections"))"#))
    }

    @Test func thePersistedIdHashesTheTextWithoutTheVariable() throws {
        let sdl = EditDirectiveTests.sdl
        let schema = SchemaBuilder.build([
            SchemaSource(document: try Parser.parseDocument(Source(text: sdl, path: "schema.graphql")), path: "schema.graphql"),
        ]).schema
        let text = """
            mutation AddMutation($body: String!, $connections: [ID!]!) {
              addComment(body: $body) { commentEdge @appendEdge(connections: $connections) { cursor node { body } } }
            }
            """
        var config = BatonConfig(path: "baton.json", schema: "schema.graphql")
        config.persistConfig = PersistConfig(file: "persisted.json", algorithm: .md5)
        let output = try Generator.generate(
            documents: [ExecutableSource(document: try Parser.parseDocument(Source(text: text, path: "Add.graphql")), path: "Add.graphql")],
            schema: schema, config: config, schemaDigest: "digest")
        let sent = #"mutation AddMutation($body:String!){addComment(body:$body){commentEdge{cursor,node{body,id}}}}"#
        let id = PersistedID(text: sent, algorithm: .md5).value
        #expect(output.persisted.contains(id))
        #expect(output.persisted.contains("$connections") == false)
        let swift = try #require(output.files.first { $0.name == Generator.outputName(for: "Add.graphql") }?.contents)
        #expect(swift.contains("persisted(id: \"\(id)\")"))
    }

    @Test func variablesOnlyConnectionAndArgumentsReadAreLeftOut() throws {
        let schema = SchemaBuilder.build([
            SchemaSource(document: try Parser.parseDocument(Source(text: ConnectionTests.sdl, path: "schema.graphql")),
                         path: "schema.graphql"),
        ]).schema
        let assembly = try TransformTests.assembled("""
            query Q($key: String, $unused: Int, $first: Int) {
              viewer {
                ...Row_user @arguments(size: $unused)
                repositories(first: $first) @connection(key: "Q_repositories", dynamicKey_UNSTABLE: $key) { edges { node { name } } }
              }
            }
            fragment Row_user on User @argumentDefinitions(size: {type: "Int"}) { login }
            """, schema: schema)
        #expect(assembly.operation.variableDefinitions.map(\.variable.name.value) == ["first"])
        // The spread names the fragment applied with what it passes, `$unused` too, as Relay hashes it.
        #expect(assembly.text.hasPrefix("query Q($first:Int){viewer{...Row_user_1Hbqxy,repositories(first:$first){"))
    }
}
