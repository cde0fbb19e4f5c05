import Foundation

/// Fuzz target `response-stream`: a streamed response body through its reader, the
/// first byte picking `MultipartReader` (boundary `-`) or `EventStreamReader`, the
/// second where to cut the rest. Any bytes must read without trapping, and where the
/// network cuts them must not change what the reader makes of them: the same
/// payloads, the same completeness, the same failure.
func fuzzResponseStream(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 1 else { return 0 }
    let body = UnsafeRawBufferPointer(start: data + 2, count: size - 2)
    let cut = Int(data[1]) % (body.count + 1)
    if data[0] & 1 == 0 {
        check(body, cut: cut) { MultipartReader(boundary: "-") }
    } else {
        check(body, cut: cut) { EventStreamReader() }
    }
    return 0
}

private struct Outcome: Equatable {
    var payloads: [Data] = []
    var isComplete = false
    var failure: TransportError?
}

private func check<Reader: ResponseBodyReader>(_ body: UnsafeRawBufferPointer, cut: Int, _ make: () -> Reader) {
    let whole = read([body], make())
    let split = read([UnsafeRawBufferPointer(rebasing: body[..<cut]), UnsafeRawBufferPointer(rebasing: body[cut...])], make())
    precondition(split == whole, "what the reader makes of the body depends on where it was cut")
}

private func read<Reader: ResponseBodyReader>(_ chunks: [UnsafeRawBufferPointer], _ reader: Reader) -> Outcome {
    var reader = reader
    var outcome = Outcome()
    do throws(TransportError) {
        for chunk in chunks {
            try reader.read(chunk) { outcome.payloads.append($0) }
        }
    } catch {
        outcome.failure = error
    }
    outcome.isComplete = reader.isComplete
    return outcome
}
