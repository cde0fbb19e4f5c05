import Baton
import BatonScreens
import BatonTUI

/// The GitHub tab's screens, for the app's shell.
public enum GitHubScreens {
    /// The screen at the bottom of the GitHub tab's stack: the sections, when the
    /// configuration saves searches; else the viewer's repositories, refreshed behind
    /// what the image holds, since it is drawn at launch.
    @MainActor
    public static func root(environment: Environment, navigator: any Navigator) -> any Screen {
        if !GitHubSection.configured.isEmpty {
            return SectionsScreen(environment: environment, navigator: navigator, sections: GitHubSection.configured)
        }
        return RepositoriesScreen(environment: environment, navigator: navigator, policy: .storeAndNetwork)
    }
}
