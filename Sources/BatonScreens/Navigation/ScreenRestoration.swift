import Baton

/// One module's restorable screens by name: reads a descriptor back into its screen.
/// What every screen would check alike (the name, the selection's and first row's signs) is checked here.
@MainActor
public struct ScreenRestoration {
    private let screens: [String: any RestorableScreen.Type]

    /// Two screens under one name would make a descriptor ambiguous: a mistake in the module.
    public init(_ screens: [any RestorableScreen.Type]) {
        var byName: [String: any RestorableScreen.Type] = [:]
        for screen in screens {
            precondition(byName[screen.restoreName] == nil, "two screens are restored as \(screen.restoreName)")
            byName[screen.restoreName] = screen
        }
        self.screens = byName
    }

    /// The screen `descriptor` names; an unknown screen or a bad argument throws.
    public func screen(for descriptor: ScreenDescriptor, environment: Environment,
                       navigator: any Navigator) throws(ScreenDescriptorError) -> any Screen {
        if let selection = descriptor.selection, selection < 0 {
            throw .badArgument(screen: descriptor.screen, argument: "selection")
        }
        if let firstRow = descriptor.firstRow, firstRow < 0 {
            throw .badArgument(screen: descriptor.screen, argument: "firstRow")
        }
        guard let screen = screens[descriptor.screen] else { throw .unknownScreen(descriptor.screen) }
        return try screen.restored(from: descriptor, environment: environment, navigator: navigator)
    }
}
