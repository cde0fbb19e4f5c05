import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The oracle of what a client holds (`POST /control/<endpoint>/unsent`): a store's
/// dump in, each field whose value the endpoint never sent for the record's id out.
extension SampleServer {
    /// One field of a dump holding a value the server never sent for its record.
    public struct UnsentValue: Sendable, CustomStringConvertible {
        public let record: String
        public let field: String
        public let value: String

        public var description: String { "\(record).\(field) = \(value)" }
    }

    /// The fields of `dump` (a store's dump, as the debug pane exports it) that hold a
    /// value `endpoint` never sent for their record's id.
    public func unsentValues(in dump: Data, on endpoint: GraphQLEndpoint) async throws(SampleServerError) -> [UnsentValue] {
        let what = "check a store's dump against what \(endpoint.rawValue) sent"
        var request = URLRequest(url: controlEndpoint.appendingPathComponent(endpoint.rawValue).appendingPathComponent("unsent"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = dump
        do {
            let (body, response) = try await URLSession.shared.data(for: request)
            let status = (response as? HTTPURLResponse)?.statusCode
            guard status == 200, let answer = try JSONSerialization.jsonObject(with: body) as? [String: Any],
                  let unsent = answer["unsent"] as? [[String: Any]] else {
                throw SampleServerError.controlFailed(what: what, status: status, message: String(decoding: body, as: UTF8.self))
            }
            return try unsent.map { field in
                guard let record = field["record"] as? String, let name = field["field"] as? String, let value = field["value"] else {
                    throw SampleServerError.controlFailed(what: what, status: status, message: "an unsent field without its record")
                }
                let text = (try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]))
                    .map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
                return UnsentValue(record: record, field: name, value: text)
            }
        } catch let error as SampleServerError {
            throw error
        } catch {
            throw .controlFailed(what: what, status: nil, message: "\(error)")
        }
    }
}
