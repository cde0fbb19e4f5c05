import Baton
import BatonScreens
import BatonTUI

/// The Rick and Morty screens by descriptor: what each records of itself on quitting,
/// and the factory that makes it again on the next launch.
extension RickAndMortyScreens {
    /// The screen `descriptor` names, its list's selection restored once the rows are
    /// there; an unknown screen or argument throws before anything is made.
    @MainActor
    public static func screen(for descriptor: ScreenDescriptor, environment: Environment,
                              navigator: any Navigator) throws(ScreenDescriptorError) -> any Screen {
        if let selection = descriptor.selection, selection < 0 {
            throw .badArgument(screen: descriptor.screen, argument: "selection")
        }
        switch descriptor.screen {
        case "characters":
            try descriptor.expecting(["page", "filter"])
            let page = try descriptor.optionalInt("page") ?? 1
            guard page >= 1 else { throw .badArgument(screen: descriptor.screen, argument: "page") }
            let screen = CharactersScreen(environment: environment, navigator: navigator, page: page,
                                          name: try descriptor.optionalString("filter"))
            descriptor.selection.map(screen.characters.rows.restoredSelection.restore)
            return screen
        case "character":
            try descriptor.expecting(["id"])
            let screen = CharacterScreen(id: try descriptor.string("id"), environment: environment, navigator: navigator)
            descriptor.selection.map(screen.rows.restoredSelection.restore)
            return screen
        case "episode":
            try descriptor.expecting(["id"])
            let screen = EpisodeScreen(id: try descriptor.string("id"), environment: environment, navigator: navigator)
            descriptor.selection.map(screen.characters.rows.restoredSelection.restore)
            return screen
        case "location":
            try descriptor.expecting(["id"])
            let screen = LocationScreen(id: try descriptor.string("id"), environment: environment, navigator: navigator)
            descriptor.selection.map(screen.residents.rows.restoredSelection.restore)
            return screen
        default:
            throw .unknownScreen(descriptor.screen)
        }
    }
}

extension CharactersScreen {
    /// `characters(page:, filter:)`: the first page shown and the name filter; the
    /// pages after it come back as the selection reaches them.
    public var descriptor: ScreenDescriptor? {
        var arguments: [String: ScreenDescriptor.Argument] = ["page": .int(pages.first?.handle.operation.page ?? 1)]
        if let nameFilter { arguments["filter"] = .string(nameFilter) }
        return ScreenDescriptor("characters", arguments, selection: characters.rows.recordedSelection)
    }
}

extension CharacterScreen {
    public var descriptor: ScreenDescriptor? {
        ScreenDescriptor("character", ["id": .string(id)], selection: rows.recordedSelection)
    }
}

extension EpisodeScreen {
    public var descriptor: ScreenDescriptor? {
        ScreenDescriptor("episode", ["id": .string(id)], selection: characters.rows.recordedSelection)
    }
}

extension LocationScreen {
    public var descriptor: ScreenDescriptor? {
        ScreenDescriptor("location", ["id": .string(id)], selection: residents.rows.recordedSelection)
    }
}
