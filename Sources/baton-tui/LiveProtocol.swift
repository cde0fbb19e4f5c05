import Baton
import BatonScreens
import CommandLineOptions
import Foundation

/// How subscriptions' events come, as `--live` chooses: graphql-sse over the endpoint's
/// HTTP, or graphql-transport-ws on its `ws://` or `wss://` twin.
enum LiveProtocol: String {
    case sse, websocket

    /// The API's transport: HTTP for queries and mutations, and this protocol's for
    /// subscriptions (the token in the upgrade and in `connection_init`'s payload).
    func transport(endpoint: URL, token: String?) -> any Transport {
        let headers = APIDescription.headers(token)
        let http = HTTPTransport(endpoint: endpoint, headers: headers)
        switch self {
        case .sse:
            return http
        case .websocket:
            var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)
            components?.scheme = endpoint.scheme == "https" ? "wss" : "ws"
            let parameters: Variables = token.map { ["authorization": .string("bearer \($0)")] } ?? [:]
            let socket = WebSocketTransport(endpoint: components?.url ?? endpoint, headers: headers, connectionParameters: { parameters })
            return SubscriptionRouting(operations: http, subscriptions: socket)
        }
    }

    static func parse(_ name: String) throws(UsageError) -> LiveProtocol {
        guard let chosen = LiveProtocol(rawValue: name) else { throw .badValue(CommandOption.live.name, name) }
        return chosen
    }
}

extension CommandOption {
    static let live = CommandOption(
        "--live", value: "sse|websocket", summary: "how subscriptions' events come: graphql-sse (default), or\ngraphql-transport-ws on the endpoint's ws:// or wss:// twin")
}
