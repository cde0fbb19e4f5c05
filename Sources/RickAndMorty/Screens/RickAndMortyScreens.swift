import Baton
import BatonScreens
import BatonTUI

/// The Rick and Morty tab's way in: the screen at the bottom of its stack.
public enum RickAndMortyScreens {
    @MainActor
    public static func root(environment: Environment, navigator: any Navigator) -> any Screen {
        CharactersScreen(environment: environment, navigator: navigator)
    }
}
