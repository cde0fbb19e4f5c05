import Baton
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SampleServerSupport
import Synchronization
import Testing

/// A query for Rick Sanchez under `name`, so the server's request log tells tests apart.
func rickQuery(_ name: String, kind: OperationKind = .query) -> Request {
    Request(
        kind: kind, operationName: name,
        document: .text("query \(name)($id:ID!){character(id:$id){id name}}"),
        variables: ["id": .string("1")])
}

/// What a request failed with, or nil when it delivered a payload.
func failure(of transport: some Transport, _ request: Request) async -> (any Error)? {
    do {
        _ = try await transport.payload(for: request)
        return nil
    } catch {
        return error
    }
}

func transportFailure(of transport: some Transport, _ request: Request) async -> TransportError? {
    await failure(of: transport, request) as? TransportError
}

extension SampleServer {
    /// How many GraphQL requests named `operationName` the server has received.
    func received(_ operationName: String) async throws -> Int {
        try await requestedOperations().filter { $0 == operationName }.count
    }

    func rickAndMorty(fault: String? = nil, timeouts: HTTPTransport.Timeouts = .init()) -> HTTPTransport {
        HTTPTransport(endpoint: rickAndMortyEndpoint, timeouts: timeouts) {
            fault.map { ["X-Sample-Fault": $0] } ?? [:]
        }
    }
}

/// A count several tasks bump and a test reads.
final class Counter: Sendable {
    private let count = Atomic<Int>(0)

    func increment() { count.add(1, ordering: .relaxed) }

    var value: Int { count.load(ordering: .relaxed) }
}

extension Payload {
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
