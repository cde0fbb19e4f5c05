/// The colors the app's roles are drawn in: a selected row, failures, data refreshing
/// or stale, a star, and accents (codes, links). The standard theme is the app's look;
/// a configuration replaces any of them once, at launch. A terminal without colors
/// (`NO_COLOR`, or none in terminfo) draws attributes alone whatever the theme says.
public struct Theme: Equatable, Sendable {
    public enum Role: String, CaseIterable, Sendable {
        case selection, failure, refreshing, stale, star, accent
    }

    /// Each role's color; a selection without one is drawn in reverse video.
    public var colors: [Role: Color]

    public init(colors: [Role: Color]) {
        self.colors = colors
    }

    public static let standard = Theme(colors: [.failure: .red, .refreshing: .cyan, .stale: .yellow, .star: .yellow, .accent: .cyan])

    @MainActor public static var current = Theme.standard

    public subscript(role: Role) -> Color? { colors[role] }
}

extension Style {
    /// The style in a role's color, as the current theme gives it.
    @MainActor public init(_ role: Theme.Role, bold: Bool = false, dim: Bool = false) {
        self.init(foreground: Theme.current[role], bold: bold, dim: dim)
    }

    /// This style on a selected row, when `isSelected`: over the theme's selection color,
    /// or reversed when the theme has none.
    @MainActor public func selected(_ isSelected: Bool) -> Style {
        guard isSelected else { return self }
        var style = self
        if let background = Theme.current[.selection] {
            style.background = background
            style.reverse = false
        } else {
            style.reverse = true
        }
        return style
    }
}
