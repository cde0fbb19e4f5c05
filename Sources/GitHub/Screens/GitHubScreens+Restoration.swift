import Baton
import BatonScreens
import BatonTUI

/// The GitHub screens a launch makes again, and the stack's new root when the sections
/// came or went since the stack was recorded.
extension GitHubScreens {
    /// Every screen of the tab a launch makes again, each reading its own descriptor.
    @MainActor
    static let restoration = ScreenRestoration([
        SectionsScreen.self, RepositoriesScreen.self, SearchScreen.self, RepositoryScreen.self,
        ConversationSearchScreen.self, IssueScreen.self, PullRequestScreen.self,
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
    /// A stack recorded at an earlier quit, rooted at the first screen `sections` make:
    /// the sections' screen, or without sections the viewer's repositories. The screens
    /// above stay, as the new root would have opened them: a repositories list recorded
    /// at the bottom goes above the sections, their row for it selected (or gives way to
    /// them when it was the top); sections recorded at the bottom give way to the
    /// repositories list, which is the list above them when it was one.
    public static func rerooted(_ descriptors: [ScreenDescriptor], sections: [GitHubSection]) -> [ScreenDescriptor] {
        guard let bottom = descriptors.first else { return descriptors }
        let above = Array(descriptors.dropFirst())
        switch bottom.screen {
        case RepositoriesScreen.restoreName where !sections.isEmpty:
            guard let starred = try? bottom.bool("starred") else { return descriptors }
            let row = SectionsScreen.Entry.viewerLists.firstIndex(of: .repositories(starred: starred))
            let root = ScreenDescriptor("sections", [:], selection: row)
            return above.isEmpty ? [root] : [root, bottom] + above
        case SectionsScreen.restoreName where sections.isEmpty:
            if above.first?.screen == "repositories" { return above }
            return [ScreenDescriptor("repositories", ["starred": .bool(false)])] + above
        default:
            return descriptors
        }
    }
}
