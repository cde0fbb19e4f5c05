import Foundation
import Testing
@testable import BatonCompiler

/// batonc's verdict on every corpus document must equal graphql-core's (in
/// `Corpus/expected.tsv`), and every Relay document's must equal its first
/// line's `# expect:`.
@Suite struct OracleTests {
    static let corpus = RepositoryRoot.path + "/Tests/BatonCompilerTests/Corpus"

    /// One document of the corpus, the schema it is judged against, and the
    /// verdict expected.
    struct Case: Sendable, CustomTestStringConvertible {
        var path: String
        var schemaPath: String
        /// nil when the document is valid; otherwise the text the first error holds
        /// (empty when any error will do).
        var expectedError: String?
        var judge: String

        var testDescription: String { path }
    }

    static let cases: [Case] = {
        guard let table = try? String(contentsOfFile: corpus + "/schemas.tsv", encoding: .utf8),
              let expected = try? String(contentsOfFile: corpus + "/expected.tsv", encoding: .utf8) else { return [] }
        var verdicts: [String: String] = [:]
        for line in expected.split(separator: "\n") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            if columns.count >= 2 { verdicts[String(columns[0])] = String(columns[1]) }
        }
        var cases: [Case] = []
        for line in table.split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t").map(String.init)
            guard columns.count == 3 else { continue }
            let schema = URL(fileURLWithPath: corpus + "/" + columns[1]).standardizedFileURL.path
            let files = (try? FileManager.default.contentsOfDirectory(atPath: corpus + "/" + columns[0])) ?? []
            for file in files.sorted() where file.hasSuffix(".graphql") {
                let path = columns[0] + "/" + file
                if columns[2] == "graphql-core" {
                    guard let verdict = verdicts[path] else { continue }
                    cases.append(Case(path: path, schemaPath: schema, expectedError: verdict == "valid" ? nil : "", judge: columns[2]))
                } else {
                    let text = (try? String(contentsOfFile: corpus + "/" + path, encoding: .utf8)) ?? ""
                    let first = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
                    if first == "# expect: valid" {
                        cases.append(Case(path: path, schemaPath: schema, expectedError: nil, judge: columns[2]))
                    } else if first.hasPrefix("# expect: error ") {
                        cases.append(Case(path: path, schemaPath: schema, expectedError: String(first.dropFirst("# expect: error ".count)),
                                          judge: columns[2]))
                    }
                }
            }
        }
        return cases
    }()

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
        switch testCase.expectedError {
        case nil:
            #expect(errors.isEmpty, "expected valid, found: \(errors.map(\.message))")
        case let text?:
            let first = try #require(errors.first, "expected an error, found none")
            if !text.isEmpty {
                #expect(first.message.contains(text), "the first error should mention \(text): \(errors.map(\.message))")
            }
        }
    }
}
