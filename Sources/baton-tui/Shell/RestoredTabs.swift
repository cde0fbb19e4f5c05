import BatonScreens
import BatonTUI

/// The shell's tabs at launch: each reopened on the screens the last quit recorded, or,
/// with no record or one naming a screen this version cannot make, every tab at its
/// first screen.
@MainActor
struct RestoredTabs {
    let tabs: [ShellTab]
    /// The tab selected at the last quit; nil when the tabs start at their first screens.
    let selectedTab: CatalogAPI?

    init(connections: [APIConnection], shown: ShownScreens?) {
        if let shown {
            var restored: [ShellTab] = []
            do throws(ScreenDescriptorError) {
                for connection in connections {
                    let descriptors = shown.descriptors(of: connection.imageIdentity)
                    let stack = try Self.restoredStack(connection, descriptors, shelf: shown.shelf(of: connection.imageIdentity))
                    restored.append(ShellTab(connection: connection, stack: stack))
                }
                tabs = restored
                selectedTab = shown.selectedTab
                return
            } catch {
                restored.forEach { $0.stack.close() }
            }
        }
        tabs = connections.map { ShellTab(connection: $0, stack: Self.rootStack($0)) }
        selectedTab = nil
    }

    private static func rootStack(_ connection: APIConnection, shelf: DraftShelf = DraftShelf()) -> NavigationStack {
        NavigationStack(name: connection.api.title, shelf: shelf) { navigator in
            connection.api.rootScreen(connection, navigator: navigator)
        }
    }

    /// A tab with nothing recorded, or one that cannot fetch (GitHub without a token),
    /// starts at its first screen; another is rooted at the first screen it has now.
    /// Either way it keeps its shelf of drafts.
    private static func restoredStack(_ connection: APIConnection, _ descriptors: [ScreenDescriptor],
                                      shelf: DraftShelf) throws(ScreenDescriptorError) -> NavigationStack {
        guard !descriptors.isEmpty, connection.isAuthorized else { return rootStack(connection, shelf: shelf) }
        let rooted = connection.api.api.reroot(descriptors)
        return try NavigationStack(name: connection.api.title, restoring: rooted, shelf: shelf) { descriptor, navigator throws(ScreenDescriptorError) in
            try connection.api.screen(for: descriptor, connection, navigator: navigator)
        }
    }
}

extension CatalogAPI {
    /// The API's screen that `descriptor` names.
    @MainActor
    func screen(for descriptor: ScreenDescriptor, _ connection: APIConnection, navigator: any Navigator) throws(ScreenDescriptorError) -> any Screen {
        try api.restore(descriptor, connection.environment, navigator)
    }
}
