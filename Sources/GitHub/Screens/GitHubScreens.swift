import Baton
import BatonScreens
import BatonTUI

/// The GitHub tab's screens, for the app's shell.
public enum GitHubScreens {
    /// The screen at the bottom of the GitHub tab's stack: the viewer's repositories,
    /// refreshed behind what the image holds, since it is drawn at launch.
    @MainActor
    public static func root(environment: Environment, navigator: any Navigator) -> any Screen {
        RepositoriesScreen(environment: environment, navigator: navigator, policy: .storeAndNetwork)
    }
}
