@_spi(Generated) import Baton
import BatonScreens

extension GitHubAPI {
    /// The API as the app lists it: a token for the endpoint's host from the environment
    /// or `gh`, data fresh
    /// for five minutes (it changes by the minute), no subscriptions at GitHub's own
    /// endpoint, the dashboard first, even under a stack recorded before there was one;
    /// the viewer's login for the status line; the REST API beside the GraphQL one.
    public static let description = APIDescription(
        title: "GitHub", endpoint: endpoint, operations: operations,
        imageSchema: ImageSchema(digest: Types.schemaDigest, transient: Types.transient),
        cacheExpiration: .seconds(5 * 60), token: { GitHubToken.resolve(for: $0) }, streams: false,
        root: { environment, navigator in GitHubScreens.root(environment: environment, navigator: navigator) },
        restore: { descriptor, environment, navigator throws(ScreenDescriptorError) in
            try GitHubScreens.screen(for: descriptor, environment: environment, navigator: navigator)
        },
        reroot: { descriptors in GitHubScreens.rerooted(descriptors) },
        signedIn: { environment in
            let held = HeldOperation(ViewerLoginQuery(), in: environment, policy: .storeOrNetwork, advice: .gitHub)
            return { held.data.map { "@" + $0.viewer.login } }
        },
        connect: { endpoint, token in GitHubREST.connected = GitHubREST(graphQLEndpoint: endpoint, token: token) },
        badge: { environment in
            // The inbox polls from the launch on, so the tab counts what is unread on any screen.
            let inbox = Inbox.of(environment)
            inbox.start()
            return { inbox.unreadCount }
        })
}
