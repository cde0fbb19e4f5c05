import Baton
import BatonScreens
import BatonTUI

/// The GitHub screens a launch makes again, and the stack's new root when the sections
/// came or went since the stack was recorded.
extension GitHubScreens {
    /// Every screen of the tab a launch makes again, each reading its own descriptor.
    @MainActor
    static let restoration = ScreenRestoration([
        DashboardScreen.self, RepositoriesScreen.self, SearchScreen.self, RepositoryScreen.self,
        ConversationSearchScreen.self, IssueScreen.self, PullRequestScreen.self, ChecksScreen.self,
        PullRequestFilesScreen.self, PullRequestDiffScreen.self,
    ])

    /// The screen `descriptor` names; an unknown screen or argument throws before
    /// anything is made. A screen made again at launch draws what the image holds and
    /// is refreshed behind it; its list's selection comes back once the refresh settled.
    @MainActor
    public static func screen(for descriptor: ScreenDescriptor, environment: Environment,
                              navigator: any Navigator) throws(ScreenDescriptorError) -> any Screen {
        try restoration.screen(for: descriptor, environment: environment, navigator: navigator)
    }
}

extension GitHubScreens {
    /// A stack recorded at an earlier quit, rooted at the dashboard. Earlier versions
    /// rooted the tab at a list of sections (`sections`) or at the viewer's repositories
    /// (`repositories`): either gives way to the dashboard, on the section that list is
    /// now, its selection kept; the screens above stay.
    public static func rerooted(_ descriptors: [ScreenDescriptor]) -> [ScreenDescriptor] {
        guard let bottom = descriptors.first else { return descriptors }
        let above = Array(descriptors.dropFirst())
        switch bottom.screen {
        case "sections":
            return [ScreenDescriptor(DashboardScreen.restoreName)] + above
        case RepositoriesScreen.restoreName:
            let starred = (try? bottom.bool("starred")) ?? false
            let section = DashboardScreen.viewerListTitle(starred: starred)
            return [ScreenDescriptor(DashboardScreen.restoreName, ["section": .string(section)], selection: bottom.selection)] + above
        default:
            return descriptors
        }
    }
}
