import Baton
import CommandLineOptions
import Foundation

/// Whether the app's screens hold live updates, and over which protocol, as `--live`
/// chooses. Without the flag, an API's own public endpoint is off when its description
/// says that server streams nothing (GitHub's has no subscriptions), and any other
/// endpoint, such as the sample server's, streams over graphql-sse.
enum LiveUpdates: Equatable {
    case off
    case on(LiveProtocol)

    static func parse(_ name: String) throws(UsageError) -> LiveUpdates {
        name == "off" ? .off : .on(try LiveProtocol.parse(name))
    }

    /// What an API gets at `endpoint` when the flag is not given.
    static func unflagged(_ api: CatalogAPI, at endpoint: URL) -> LiveUpdates {
        endpoint == api.defaultEndpoint && !api.api.streams ? .off : .on(.sse)
    }

    /// The API's transport; off, HTTP alone, which no screen asks for a subscription.
    func transport(endpoint: URL, token: String?) -> any Transport {
        switch self {
        case .off: LiveProtocol.sse.transport(endpoint: endpoint, token: token)
        case .on(let live): live.transport(endpoint: endpoint, token: token)
        }
    }
}

extension CommandOption {
    static let liveUpdates = CommandOption(
        "--live", value: "off|sse|websocket",
        summary: "live updates: off, graphql-sse, or graphql-transport-ws on the endpoint's\nws:// or wss:// twin (default: off at GitHub's own endpoint, else sse)")
}
