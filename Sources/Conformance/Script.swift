import Baton

/// A script's file: whether it runs over an image, the store's release buffer
/// and default expiration, Baton's mark on one of Relay's, and its steps.
struct Script: Decodable {
    var name: String
    var image: Bool?
    var buffer: Int?
    var expiration: Double?
    /// Relay's scripts: Baton's own verdict on it, as a case's `status`.
    var status: String?
    var steps: [ScriptStep]

    /// Every file the steps name, responses and dumps, so a copy lacking one is absent.
    var files: [String] {
        steps.flatMap(\.files)
    }
}

/// One step: the key naming it, its arguments, and the expectations beside it.
struct ScriptStep: Decodable {
    var name: String
    var arguments: [String: Variable]
    var expectations: [String: Variable]

    static let expectationNames: Set<String> = [
        "records", "reads", "notified", "phase", "fetch", "stream", "answer", "records_held", "events", "sent", "error",
    ]

    init(from decoder: any Decoder) throws {
        let object = try decoder.singleValueContainer().decode([String: Variable].self)
        // `answer` is an expectation beside `check` and a step on its own.
        let stepNames = object.keys.filter { !Self.expectationNames.contains($0) || ($0 == "answer" && object["check"] == nil) }
        guard stepNames.count == 1, let name = stepNames.first, case .object(let arguments) = object[name] else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "a step names one step: \(object.keys.sorted())"))
        }
        self.name = name
        self.arguments = arguments
        expectations = object.filter { $0.key != name }
    }

    var files: [String] {
        var paths: [String] = []
        if case .string(let response) = arguments["response"] { paths.append(response) }
        if case .list(let parts) = arguments["responses"] {
            paths += parts.compactMap { if case .string(let part) = $0 { part } else { nil } }
        }
        if case .string(let records) = expectations["records"] { paths.append(records) }
        return paths
    }
}
