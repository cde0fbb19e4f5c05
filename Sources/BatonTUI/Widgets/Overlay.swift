import Observation

/// A bordered, titled box centered over the screen, for help and errors. It is as wide as
/// its longest line (up to `maximumWidth` and the screen), wraps longer lines, and cuts
/// what still does not fit.
@MainActor
@Observable
public final class Overlay: OverlayContent {
    public var title: String
    public var lines: [String]
    public var maximumWidth: Int
    public var characters: BorderCharacters
    public var borderStyle: Style
    public var textStyle: Style

    public init(
        title: String, lines: [String], maximumWidth: Int = 72, ascii: Bool = false,
        borderStyle: Style = Style(bold: true), textStyle: Style = .plain
    ) {
        self.title = title
        self.lines = lines
        self.maximumWidth = maximumWidth
        characters = ascii ? .ascii : .box
        self.borderStyle = borderStyle
        self.textStyle = textStyle
    }

    /// An error's message in a red box.
    public static func error(_ message: String, title: String = "Error", ascii: Bool = false) -> Overlay {
        Overlay(
            title: title, lines: message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            ascii: ascii, borderStyle: Style(foreground: .red, bold: true)
        )
    }

    /// Border and one column of margin on each side.
    private static let chrome = 4

    public func frame(in bounds: Rect) -> Rect {
        let textWidth = contentWidth(in: bounds.width)
        let wrapped = wrappedLines(to: textWidth)
        return bounds.centered(Size(width: textWidth + Self.chrome, height: wrapped.count + 2))
    }

    public func render(in region: inout CanvasRegion) {
        region.drawBorder(characters, title: title, style: borderStyle)
        let textWidth = region.width - Self.chrome
        guard textWidth > 0 else { return }
        for (row, line) in wrappedLines(to: textWidth).enumerated() where row + 1 < region.height - 1 {
            region.draw(line, at: Point(x: 2, y: row + 1), style: textStyle, truncatingTo: textWidth)
        }
    }

    private func contentWidth(in available: Int) -> Int {
        let widest = lines.reduce(title.displayWidth + 2) { max($0, $1.displayWidth) }
        return max(0, min(widest, maximumWidth, available - Self.chrome))
    }

    private func wrappedLines(to width: Int) -> [String] {
        lines.flatMap { $0.wrapped(to: width) }
    }
}
