import BatonTUI

/// The color a character's status is shown in: alive green, dead red, unknown dim.
enum CharacterStatusStyle {
    static func style(for status: String?) -> Style {
        switch status?.lowercased() {
        case "alive": Style(foreground: .green)
        case "dead": Style(foreground: .red)
        default: Style(foreground: .yellow, dim: true)
        }
    }
}
