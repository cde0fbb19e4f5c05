import Testing
@testable import Baton

/// Responses mutated byte by byte, from a fixed seed: each is read or refused with
/// a typed error, and none crashes the reader.
@Suite struct MutationTests {
    /// A small generator with a fixed seed, so that a failure repeats.
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static let alphabet = Array(#"{}[]:,"\ 0123456789-+.eEtrufalsn"#.utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xED, 0xFF]

    @Test(arguments: ["characters-page-1.json", "tokenizer-response.json", "union-1.json"])
    func mutatedResponsesAreReadOrRefused(_ name: String) {
        let original = Fixture.bytes(name)
        let plan = switch name {
        case "tokenizer-response.json": Plans.tokenizer
        case "union-1.json": Plans.union
        default: Plans.characters
        }
        var random = SplitMix(state: 0x5EED)
        var read = 0
        var refused = 0
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
            do {
                _ = try Ingest.changeSet(for: bytes, plan: plan, variables: ["page": .int(1), "name": .string("a")],
                                         complete: false)
                read += 1
            } catch is IngestError {
                refused += 1
            } catch is GraphQLErrors {
                refused += 1
            } catch {
                Issue.record("an untyped failure: \(error)")
            }
        }
        #expect(read + refused == 3000)
        #expect(refused > 0)
        #expect(read > 0)
    }
}
