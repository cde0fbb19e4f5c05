import BatonSupport
import Foundation
import Testing
@testable import BatonCompiler

/// batonc's verdict on every corpus document must equal graphql-core's (in
/// `Corpus/expected.tsv`): valid, or invalid with graphql-core's first error among
/// batonc's. Every Relay document's must equal its first line's `# expect:`. A
/// document without a verdict fails.
@Suite struct OracleTests {
    static let corpus = RepositoryRoot.path + "/Tests/BatonCompilerTests/Corpus"

    /// What the judge says of a document.
    enum Verdict: Sendable {
        case valid
        /// graphql-core's first error message, as it words it.
        case invalid(firstMessage: String)
        /// Part of the first error batonc must report (`# expect: error <text>`).
        case error(mentioning: String)
        /// Neither expected.tsv nor the document's first line gives one.
        case missing
    }

    /// One document of the corpus, the schema it is judged against, and the
    /// verdict expected.
    struct Case: Sendable, CustomTestStringConvertible {
        var path: String
        var schemaPath: String
        var verdict: Verdict
        var judge: String

        var testDescription: String { path }
    }

    static let cases: [Case] = {
        guard let table = try? String(contentsOfFile: corpus + "/schemas.tsv", encoding: .utf8),
              let expected = try? String(contentsOfFile: corpus + "/expected.tsv", encoding: .utf8) else { return [] }
        var verdicts: [String: Verdict] = [:]
        for line in expected.split(separator: "\n") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if columns.count == 3 { verdicts[columns[0]] = columns[1] == "valid" ? .valid : .invalid(firstMessage: columns[2]) }
        }
        var cases: [Case] = []
        for line in table.split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t").map(String.init)
            guard columns.count == 3 else { continue }
            let schema = URL(fileURLWithPath: corpus + "/" + columns[1]).standardizedFileURL.path
            let files = (try? FileManager.default.contentsOfDirectory(atPath: corpus + "/" + columns[0])) ?? []
            for file in files.sorted() where file.hasSuffix(".graphql") {
                let path = columns[0] + "/" + file
                let verdict = columns[2] == "graphql-core" ? verdicts[path] ?? .missing : statedVerdict(of: path)
                cases.append(Case(path: path, schemaPath: schema, verdict: verdict, judge: columns[2]))
            }
        }
        return cases
    }()

    /// A Relay document's verdict, stated on its first line.
    private static func statedVerdict(of path: String) -> Verdict {
        let text = (try? String(contentsOfFile: corpus + "/" + path, encoding: .utf8)) ?? ""
        let first = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        if first == "# expect: valid" { return .valid }
        guard first.hasPrefix("# expect: error "), first.count > "# expect: error ".count else { return .missing }
        return .error(mentioning: String(first.dropFirst("# expect: error ".count)))
    }

    /// Each schema built once, with the baton.json beside it when there is one.
    static let schemas: [String: (Schema, BatonConfig?)] = {
        var built: [String: (Schema, BatonConfig?)] = [:]
        for path in Set(cases.map(\.schemaPath)) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8),
                  let document = try? Parser.parseDocument(Source(text: text, path: path)) else { continue }
            let schema = SchemaBuilder.build([SchemaSource(document: document, path: path)]).schema
            let configPath = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("baton.json").path
            let config = FileManager.default.fileExists(atPath: configPath) ? ConfigDecoder.load(path: configPath).config : nil
            built[path] = (schema, config)
        }
        return built
    }()

    /// Syntax errors, then validation errors, sorted by place.
    static func diagnostics(for testCase: Case) throws -> [Diagnostic] {
        let text = try String(contentsOfFile: corpus + "/" + testCase.path, encoding: .utf8)
        let document: Document
        do {
            document = try Parser.parseDocument(Source(text: text, path: testCase.path))
        } catch {
            return [error.diagnostic]
        }
        let (schema, config) = try #require(schemas[testCase.schemaPath], "schema \(testCase.schemaPath) did not build")
        let options = testCase.judge == "graphql-core" ? ValidationOptions.specification : ValidationOptions()
        return Validator.validate(document: document, path: testCase.path, schema: schema, config: config, options: options)
    }

    @Test func theCorpusIsThere() {
        #expect(Self.cases.filter { $0.judge == "graphql-core" }.count >= 150)
        #expect(Self.cases.contains { $0.judge == "expect-comment" })
    }

    @Test(arguments: cases)
    func verdictMatches(_ testCase: Case) throws {
        let errors = try Self.diagnostics(for: testCase).filter { $0.severity == .error }
        switch testCase.verdict {
        case .valid:
            #expect(errors.isEmpty, "expected valid, found: \(errors.map(\.message))")
        case let .invalid(message):
            let reported = errors.map { error in
                OracleWording.canonical(error.message + (error.suggestions.isEmpty ? "" : " " + didYouMean(error.suggestions)))
            }
            #expect(reported.contains(OracleWording.canonical(message)), "graphql-core's first error is \(message); batonc's: \(reported)")
        case let .error(text):
            let first = try #require(errors.first, "expected an error, found none")
            #expect(first.message.contains(text), "the first error should mention \(text): \(errors.map(\.message))")
        case .missing:
            Issue.record("no verdict: judge it into expected.tsv, or state it on its first line")
        }
    }
}
