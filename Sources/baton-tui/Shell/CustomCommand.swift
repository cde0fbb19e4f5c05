import BatonTUI

/// A command of the person's own on a key (`keybindings.custom`): run through `sh`
/// with the selected item's values filled in, on every screen of both tabs.
struct CustomCommand: Equatable {
    let key: Key
    let template: CommandTemplate
    /// What `?` calls it; without it, the command's text.
    let name: String?

    /// The words `?` and the status line use for it.
    var label: String { name ?? template.text }

    /// The commands the configuration gives, set once at launch.
    @MainActor static var configured: [CustomCommand] = []

    /// The command a key runs, if any.
    @MainActor static func command(for key: Key) -> CustomCommand? {
        configured.first { $0.key == key }
    }
}
