@testable import Baton
import Foundation

/// What a reader made of a body: its payloads as text, whether the body said it is
/// whole, and the failure it threw.
struct ReadOutcome: Equatable, CustomStringConvertible {
    var payloads: [String] = []
    var isComplete = false
    var failure: TransportError?

    var description: String { "\(payloads), complete: \(isComplete), failure: \(failure.map(String.init(describing:)) ?? "none")" }
}

/// Every way a body may arrive: whole, in two chunks cut at each byte, and byte by byte.
func splits(of body: String) -> [[[UInt8]]] {
    let bytes = Array(body.utf8)
    var ways = [[bytes]]
    for cut in 1..<bytes.count {
        ways.append([Array(bytes[..<cut]), Array(bytes[cut...])])
    }
    ways.append(bytes.map { [$0] })
    return ways
}

/// Feeds the chunks to a fresh reader until it throws; the reader as it was left.
func read<Reader: ResponseBodyReader>(_ chunks: [[UInt8]], into reader: inout Reader) -> ReadOutcome {
    var outcome = ReadOutcome()
    for chunk in chunks where outcome.failure == nil {
        chunk.withUnsafeBytes { bytes in
            do throws(TransportError) {
                try reader.read(bytes) { outcome.payloads.append(String(decoding: $0, as: UTF8.self)) }
            } catch {
                outcome.failure = error
            }
        }
    }
    outcome.isComplete = reader.isComplete
    return outcome
}

/// The one outcome a reader comes to however the body is cut, or a description of
/// the first split that differs from the whole body's.
func outcomeOfEverySplit<Reader: ResponseBodyReader>(
    _ body: String, _ makeReader: () -> Reader
) -> Result<ReadOutcome, SplitMismatch> {
    let ways = splits(of: body)
    var whole = makeReader()
    let expected = read(ways[0], into: &whole)
    for chunks in ways.dropFirst() {
        var reader = makeReader()
        let outcome = read(chunks, into: &reader)
        guard outcome == expected else {
            return .failure(SplitMismatch(chunkSizes: chunks.map(\.count), outcome: outcome, whole: expected))
        }
    }
    return .success(expected)
}

struct SplitMismatch: Error, CustomStringConvertible {
    let chunkSizes: [Int]
    let outcome: ReadOutcome
    let whole: ReadOutcome

    var description: String {
        "chunks of \(chunkSizes.prefix(4))\(chunkSizes.count > 4 ? "…" : "") read \(outcome), the whole body \(whole)"
    }
}
