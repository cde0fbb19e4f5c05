import Foundation
import SeededRandom
import Testing
@testable import Baton

/// Responses mutated byte by byte, from a fixed seed: each is read or refused with
/// a typed error, none crashes the reader, and the reader agrees with Foundation's
/// JSON reader: it refuses what Foundation refuses, and reads what Foundation reads
/// as the original's JSON (blanks moved, a number written otherwise). JSON's
/// grammar sets the two apart in two places, left out: Foundation reads a trailing
/// comma, which the reader refuses, and refuses a surrogate escape that is not half
/// of a pair, which the reader decodes as U+FFFD.
@Suite struct MutationTests {
    private static let alphabet = Array(#"{}[]:,"\ 0123456789-+.eEtrufalsn"#.utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xED, 0xFF]
    private static let variables: Variables = ["page": .int(1), "name": .string("a")]

    @Test(.readsTheSuite, arguments: ["characters-page-1.json", "tokenizer-response.json", "union-1.json"])
    func mutatedResponsesAreReadOrRefused(_ name: String) throws {
        let original = Fixture.bytes(name)
        let plan = switch name {
        case "tokenizer-response.json": Plans.tokenizer
        case "union-1.json": Plans.union
        default: Plans.characters
        }
        let originalJSON = try #require(try JSONSerialization.jsonObject(with: Data(original)) as? NSObject)
        var random = SeededGenerator(seed: 0x5EED)
        var refusedByBoth = 0
        var readAsTheOriginal = 0
        for _ in 0..<3000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[at] = Self.alphabet.randomElement(using: &random)!
                case 1: bytes.remove(at: at)
                default: bytes.insert(Self.alphabet.randomElement(using: &random)!, at: at)
                }
            }
            let read: Bool
            do {
                _ = try Ingest.changeSet(for: bytes, plan: plan, variables: Self.variables, complete: false)
                read = true
            } catch is IngestError, is GraphQLErrors {
                read = false
            } catch {
                Issue.record("an untyped failure: \(error)")
                continue
            }
            let text = String(decoding: bytes, as: UTF8.self)
            switch (try? JSONSerialization.jsonObject(with: Data(bytes)) as? NSObject, read) {
            case (nil, false):
                refusedByBoth += 1
            case (nil, true):
                #expect(Self.hasUnpairedSurrogate(text), "read what Foundation refuses: \(text)")
            case let (json?, false):
                #expect(!json.isEqual(originalJSON) || Self.hasTrailingComma(text), "refused the original's JSON: \(text)")
            case let (json?, true):
                if json.isEqual(originalJSON) { readAsTheOriginal += 1 }
            }
        }
        #expect(refusedByBoth > 1000)
        #expect(readAsTheOriginal > 0)
    }

    /// A `,` just before a `}` or `]`, blanks aside.
    private static func hasTrailingComma(_ text: String) -> Bool {
        text.contains(/,[ \t\r\n]*[}\]]/)
    }

    /// A `\u` escape of a surrogate that is not half of a high-then-low pair.
    private static func hasUnpairedSurrogate(_ text: String) -> Bool {
        text.replacing(/\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}/, with: "")
            .contains(/\\u[dD][89a-fA-F][0-9a-fA-F]{2}/)
    }
}
