import Foundation
import Testing
@testable import BatonCompiler

/// graphql-core's verdicts on mutated documents (`SyntaxOracle/cases.json`, written
/// by `SyntaxOracle/generate.py`): the parser accepts exactly what graphql-core
/// accepts, and refuses the rest with its message at its line and column.
/// graphql-core quotes with `'` where graphql-js and batonc quote with `"`.
@Suite("Syntax oracle")
struct SyntaxOracleTests {
    struct Case: Decodable {
        struct Failure: Decodable {
            var message: String
            var line: Int
            var column: Int
        }

        var text: String
        var error: Failure?
    }

    static func cases() throws -> [Case] {
        let path = RepositoryRoot.path + "/Tests/BatonCompilerTests/SyntaxOracle/cases.json"
        return try JSONDecoder().decode([Case].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private func normalized(_ message: String) -> String {
        message.replacingOccurrences(of: "'", with: "\"")
    }

    @Test func verdictsEqualGraphQLCore() throws {
        let cases = try Self.cases()
        #expect(cases.count == 500)
        var refused = 0
        for (index, testCase) in cases.enumerated() {
            let error = parseError(testCase.text)
            if let expected = testCase.error {
                refused += 1
                #expect(error.map { normalized($0.message) } == normalized(expected.message), "case \(index)")
                #expect(error?.location.line == expected.line, "case \(index)")
                #expect(error?.location.column == expected.column, "case \(index)")
            } else {
                #expect(error == nil, "case \(index): \(error?.description ?? "")")
            }
        }
        #expect(refused > 300)
    }
}
