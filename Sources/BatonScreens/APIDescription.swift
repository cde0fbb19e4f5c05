import Baton
import Foundation

/// What a screen module says of its API, in one value: the app lists its APIs in one
/// place and knows nothing else of each. Its name, its public endpoint, the operations
/// the compiler emitted for it, what its image is made for, how long its data stays
/// fresh, the token its requests carry, whether its public server streams
/// subscriptions, its tab's first screen, the screen a descriptor written at an
/// earlier quit names, how a stack recorded then is rooted at the first screen the app
/// has now, who is signed in, and what else of the server the module reaches.
public struct APIDescription: Sendable {
    public typealias Root = @MainActor @Sendable (Environment, any Navigator) -> any Screen
    public typealias Restore = @MainActor @Sendable (ScreenDescriptor, Environment, any Navigator)
        throws(ScreenDescriptorError) -> any Screen
    /// A recorded stack, bottom first, with its bottom made the tab's first screen as the
    /// configuration now has it.
    public typealias Reroot = @MainActor @Sendable ([ScreenDescriptor]) -> [ScreenDescriptor]
    /// Starts holding what names the person signed in, for as long as the reader it
    /// returns is kept; the reader gives the name once it is known ("@mona").
    public typealias SignedIn = @MainActor @Sendable (Environment) -> @MainActor () -> String?
    /// Told the endpoint the app connected to and the token it found, for what the module
    /// reaches the same server with beside GraphQL (GitHub's REST API).
    public typealias Connect = @MainActor @Sendable (_ endpoint: URL, _ token: String?) -> Void
    /// Starts what counts something waiting for the person (unread notifications), for
    /// as long as the reader it returns is kept; the reader gives the tab's count, nil
    /// for none.
    public typealias Badge = @MainActor @Sendable (Environment) -> @MainActor () -> Int?

    public let title: String
    public let endpoint: URL
    public let operations: [any Baton.Operation.Type]
    public let imageSchema: ImageSchema
    public let cacheExpiration: Duration
    /// Whether requests carry a token; an API that takes one and has none found shows
    /// how to give one in place of its tab.
    public let takesToken: Bool
    /// The token for an endpoint (a host may take its own), looked for when a
    /// connection is made; kept in memory, never printed.
    public let token: @Sendable (URL) -> String?
    /// Whether the public endpoint's server streams subscriptions. GitHub's own API has
    /// none (the sample server serves the screens' subscriptions), so at that endpoint
    /// the app holds none and says live updates are off.
    public let streams: Bool
    public let root: Root
    public let restore: Restore
    /// The identity for an API whose first screen is always the same.
    public let reroot: Reroot
    /// Nil for an API without accounts.
    public let signedIn: SignedIn?
    /// Nil for an API reached through GraphQL alone.
    public let connect: Connect?
    /// Nil for an API with nothing waiting for the person.
    public let badge: Badge?

    public init(
        title: String, endpoint: URL, operations: [any Baton.Operation.Type], imageSchema: ImageSchema,
        cacheExpiration: Duration, token: (@Sendable (URL) -> String?)? = nil, streams: Bool,
        root: @escaping Root, restore: @escaping Restore,
        reroot: @escaping Reroot = { $0 }, signedIn: SignedIn? = nil, connect: Connect? = nil, badge: Badge? = nil
    ) {
        self.title = title
        self.endpoint = endpoint
        self.operations = operations
        self.imageSchema = imageSchema
        self.cacheExpiration = cacheExpiration
        takesToken = token != nil
        self.token = token ?? { _ in nil }
        self.streams = streams
        self.root = root
        self.restore = restore
        self.reroot = reroot
        self.signedIn = signedIn
        self.connect = connect
        self.badge = badge
    }

    /// The request headers that carry `token`, as a bearer token.
    public static func headers(_ token: String?) -> @Sendable () -> [String: String] {
        guard let token else { return { [:] } }
        return { ["Authorization": "Bearer \(token)"] }
    }
}
