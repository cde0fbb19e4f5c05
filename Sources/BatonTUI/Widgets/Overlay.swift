import Observation

/// A bordered, titled box centered over the screen, for help and errors. It is as wide as
/// its longest line (up to `maximumWidth` and the screen) and lays longer lines out by its
/// `layout`; lines that do not fit the screen's height scroll (`scroll(_:)`), and the
/// bottom border says there is more.
@MainActor
@Observable
public final class Overlay: OverlayContent {
    /// How a line wider than the box is laid out.
    public enum Layout: Sendable {
        /// Wrapped as text.
        case text
        /// As `KeyHelp` lines: each description in its own column (`KeyHelp.laidOut`).
        case keyHelp
    }

    public var title: String
    public var lines: [String]
    public var maximumWidth: Int
    public var characters: BorderCharacters
    public var borderStyle: Style
    public var textStyle: Style
    public var layout: Layout
    /// The first wrapped line shown.
    public private(set) var top = 0
    /// The wrapped lines and the rows for them at the last render, which bound the scroll;
    /// nil before the first.
    @ObservationIgnored private var shown: (lines: Int, rows: Int)?
    /// Scroll keys read before the first render, with the key that opened the box (`?G`
    /// typed or pasted at once): the render moves the lines for them, as it would have
    /// had each come after a frame.
    @ObservationIgnored private var keysBeforeRender: [Key] = []

    public init(
        title: String, lines: [String], layout: Layout = .text, maximumWidth: Int = 72, ascii: Bool = false,
        borderStyle: Style = Style(bold: true), textStyle: Style = .plain
    ) {
        self.title = title
        self.lines = lines
        self.layout = layout
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
        let wrapped = wrappedLines(to: textWidth)
        let rows = max(0, region.height - 2)
        shown = (wrapped.count, rows)
        for key in keysBeforeRender { _ = scroll(key) }
        keysBeforeRender = []
        let first = min(top, max(0, wrapped.count - rows))
        for (row, line) in wrapped.dropFirst(first).prefix(rows).enumerated() {
            region.draw(line, at: Point(x: 2, y: row + 1), style: textStyle, truncatingTo: textWidth)
        }
        let marks = [first > 0 ? "↑" : nil, first + rows < wrapped.count ? "↓ j/k" : nil].compactMap { $0 }
        if !marks.isEmpty, region.height > 1 {
            region.draw(" " + marks.joined(separator: " ") + " ", at: Point(x: 2, y: region.height - 1), style: borderStyle,
                        truncatingTo: max(0, region.width - 4))
        }
    }

    /// Moves the lines shown as `LineScroll` says. False for any other key, and for
    /// every key when all lines fit, which the caller takes as closing the box.
    public func scroll(_ key: Key) -> Bool {
        guard let shown else {
            guard LineScroll.target(for: key, top: top, page: 1) != nil else { return false }
            keysBeforeRender.append(key)
            return true
        }
        guard shown.lines > shown.rows, let target = LineScroll.target(for: key, top: top, page: shown.rows) else { return false }
        let clamped = min(max(0, target), max(0, shown.lines - shown.rows))
        if clamped != top { top = clamped }
        return true
    }

    private func contentWidth(in available: Int) -> Int {
        let widest = lines.reduce(title.displayWidth + 2) { max($0, $1.displayWidth) }
        return max(0, min(widest, maximumWidth, available - Self.chrome))
    }

    private func wrappedLines(to width: Int) -> [String] {
        switch layout {
        case .text: lines.flatMap { $0.wrapped(to: width) }
        case .keyHelp: lines.flatMap { KeyHelp.laidOut($0, in: width) }
        }
    }
}
