import Baton
import BatonScreens
import BatonTUI

/// The GitHub tab's screens, for the app's shell.
public enum GitHubScreens {
    /// The screen at the bottom of the GitHub tab's stack: the dashboard of the
    /// configured sections, then the viewer's repositories and starred ones.
    @MainActor
    public static func root(environment: Environment, navigator: any Navigator) -> any Screen {
        DashboardScreen(environment: environment, navigator: navigator, sections: GitHubSection.configured)
    }
}
