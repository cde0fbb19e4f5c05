@_spi(Generated) import Baton
import BatonScreens

extension RickAndMortyAPI {
    /// The API as the app lists it: no token, data fresh for a day (characters hardly
    /// change), no subscriptions, the characters as the tab's first screen.
    public static let description = APIDescription(
        title: "Rick and Morty", endpoint: endpoint, operations: operations,
        imageSchema: ImageSchema(digest: Types.schemaDigest, transient: Types.transient),
        cacheExpiration: .seconds(24 * 60 * 60), streams: false,
        root: { environment, navigator in RickAndMortyScreens.root(environment: environment, navigator: navigator) },
        restore: { descriptor, environment, navigator throws(ScreenDescriptorError) in
            try RickAndMortyScreens.screen(for: descriptor, environment: environment, navigator: navigator)
        })
}
