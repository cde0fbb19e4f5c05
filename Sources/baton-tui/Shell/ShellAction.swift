import BatonTUI

/// The shell's own actions a configuration may bind to other keys: going back (and
/// quitting from a tab's first screen), fetching the screen again or every tab's shown
/// screen, the keys' help, and the debug pane.
enum ShellAction: String, CaseIterable, Sendable {
    case back
    case refetch
    case refetchAll
    case help
    case debugPane

    var defaultKeys: [Key] {
        switch self {
        case .back: [.character("q")]
        case .refetch: [.character("r")]
        case .refetchAll: [.character("R")]
        case .help: [.character("?")]
        case .debugPane: [.function(12), .character("`")]
        }
    }

    var description: String {
        switch self {
        case .back: "back; on a tab's first screen, quit"
        case .refetch: "fetch this screen again"
        case .refetchAll: "fetch every tab's shown screen again"
        case .help: "these keys (any key closes them; j/k scroll if long)"
        case .debugPane: "the debug pane (the tab's store, log and render counts)"
        }
    }

    /// Keys the configuration binds in place of the defaults, set once at launch.
    @MainActor static var rebound: [ShellAction: [Key]] = [:]

    @MainActor var keys: [Key] { Self.rebound[self] ?? defaultKeys }

    /// The action a key means, if any.
    @MainActor static func action(for key: Key) -> ShellAction? {
        allCases.first { $0.keys.contains(key) }
    }
}
