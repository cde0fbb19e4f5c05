import Baton

/// The `sent` expectation: the requests the transport received during the
/// step, in order and no others, each body as the standard encoding writes it,
/// compared byte for byte.
enum SentRequests {
    static func check(_ expected: Variable, sent: [Request]) throws(StepFailure) {
        guard case .list(let entries) = expected else {
            throw StepFailure("sent", "expected a list of {operation, body}, the script gives \(expected.json)")
        }
        for (position, entry) in entries.enumerated() {
            guard case .object(let members) = entry, case .string(let operation)? = members["operation"],
                  case .string(let body)? = members["body"] else {
                throw StepFailure("sent", "an entry is not {operation, body}: \(entry.json)")
            }
            guard position < sent.count else {
                throw StepFailure("sent", "request \(position + 1): expected \(operation), the transport received \(sent.count)")
            }
            let request = sent[position]
            guard request.operationName == operation else {
                throw StepFailure("sent", "request \(position + 1): expected \(operation), the transport received \(request.operationName)")
            }
            let written = String(decoding: RequestEncoding.standard.body(for: request), as: UTF8.self)
            if let difference = firstDifference(body, written) {
                throw StepFailure("sent", "request \(position + 1) (\(operation)): \(difference)")
            }
        }
        if sent.count > entries.count {
            throw StepFailure("sent", "request \(entries.count + 1): \(sent[entries.count].operationName) was sent, which the suite does not expect")
        }
    }

    /// Where two bodies part, with a little of each from there.
    private static func firstDifference(_ expected: String, _ written: String) -> String? {
        guard expected != written else { return nil }
        let left = Array(expected.utf8), right = Array(written.utf8)
        var offset = 0
        while offset < min(left.count, right.count), left[offset] == right[offset] { offset += 1 }
        func excerpt(_ bytes: [UInt8]) -> String {
            offset < bytes.count ? String(decoding: bytes[offset..<min(bytes.count, offset + 60)], as: UTF8.self) : "(end)"
        }
        return "the bodies part at byte \(offset): expected \(excerpt(left)), the encoding wrote \(excerpt(right))"
    }
}
