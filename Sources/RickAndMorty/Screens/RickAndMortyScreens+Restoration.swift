import Baton
import BatonScreens

/// The Rick and Morty screens a launch makes again, each reading its own descriptor.
extension RickAndMortyScreens {
    @MainActor
    static let restoration = ScreenRestoration([
        CharactersScreen.self, CharacterScreen.self, EpisodeScreen.self, LocationScreen.self,
    ])

    /// The screen `descriptor` names, its list's selection restored once the rows are
    /// there; an unknown screen or argument throws before anything is made.
    @MainActor
    public static func screen(for descriptor: ScreenDescriptor, environment: Environment,
                              navigator: any Navigator) throws(ScreenDescriptorError) -> any Screen {
        try restoration.screen(for: descriptor, environment: environment, navigator: navigator)
    }
}
