import BatonTUI

/// The styles markdown is drawn in, from a theme's accent: what a terminal shows for
/// code, links, mentions and the marks that set quotes and tables apart.
public struct MarkdownStyles: Equatable, Sendable {
    public var heading: Style
    public var code: Style
    public var link: Style
    /// A link's address after its text, and an image's.
    public var address: Style
    /// @mentions and #references.
    public var mention: Style
    /// Quote bars, table rules, thematic breaks, list markers.
    public var mark: Style
    /// Raw HTML, shown as text.
    public var html: Style

    public init(theme: Theme) {
        let accent = theme[.accent]
        heading = Style(foreground: accent, bold: true)
        code = Style(foreground: accent)
        link = Style(foreground: accent, underline: true)
        address = Style(dim: true)
        mention = Style(foreground: accent, bold: true)
        mark = Style(dim: true)
        html = Style(dim: true)
    }
}
