import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SampleServerSupport

/// Arms faults on the sample server through its control API.
struct FaultControl {
    let server: SampleServer

    /// Arms `fault` for the next request to the GitHub endpoint that `match` names.
    func arm(_ fault: String, matching match: String) async throws {
        var request = URLRequest(url: server.controlEndpoint.appendingPathComponent("faults"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: ["endpoint": "github", "match": match, "fault": fault])
        let (_, response) = try await URLSession.shared.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode
        guard status == 201 else { throw FaultNotArmed(fault: fault, status: status) }
    }
}

struct FaultNotArmed: Error, CustomStringConvertible {
    let fault: String
    let status: Int?

    var description: String { "the sample server did not arm \(fault): it answered \(status.map(String.init) ?? "no HTTP status")" }
}
