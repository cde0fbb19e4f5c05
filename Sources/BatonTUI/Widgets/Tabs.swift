import Observation

/// A row of tab titles above the selected tab's content. Only the selected tab's view is
/// laid out, so the others neither draw nor observe. Tab and Shift-Tab change tabs.
@MainActor
@Observable
public final class Tabs: View, KeyHandling {
    public struct Tab {
        public var title: String
        public var content: any View
        /// A count beside the title (unread notifications), read as the bar draws, so a
        /// change draws the bar again; nil or none shows nothing.
        public var badge: (@MainActor () -> Int?)?

        public init(_ title: String, _ content: any View, badge: (@MainActor () -> Int?)? = nil) {
            self.title = title
            self.content = content
            self.badge = badge
        }
    }

    public var tabs: [Tab] {
        didSet { if selectedIndex >= tabs.count { selectedIndex = max(0, tabs.count - 1) } }
    }
    public private(set) var selectedIndex = 0
    public var style: Style
    public var selectedStyle: Style
    /// Where the titles were laid out last, for a click to find its tab.
    @ObservationIgnored private var shownBounds = Rect.zero

    public init(_ tabs: [Tab], style: Style = Style(dim: true), selectedStyle: Style = Style(bold: true, reverse: true)) {
        self.tabs = tabs
        self.style = style
        self.selectedStyle = selectedStyle
    }

    public func select(_ index: Int) {
        guard tabs.indices.contains(index), index != selectedIndex else { return }
        selectedIndex = index
    }

    public func handle(_ key: Key) -> Bool {
        guard !tabs.isEmpty else { return false }
        switch key {
        case .tab: select((selectedIndex + 1) % tabs.count)
        case .backTab: select((selectedIndex + tabs.count - 1) % tabs.count)
        default: return false
        }
        return true
    }

    /// The tab whose title is at `point`, in canvas cells.
    public func index(at point: Point) -> Int? {
        guard point.y == shownBounds.minY, point.x >= shownBounds.minX else { return nil }
        var x = shownBounds.minX
        for (index, tab) in tabs.enumerated() {
            x += Self.title(of: tab, at: index).displayWidth
            if point.x < x { return index }
            x += 1
        }
        return nil
    }

    private static func title(of tab: Tab, at index: Int) -> String {
        let count = tab.badge?().flatMap { $0 > 0 ? " (\($0))" : nil } ?? ""
        return " \(index + 1) \(tab.title)\(count) "
    }

    public func layout(in bounds: Rect) -> [Placement] {
        shownBounds = bounds
        guard tabs.indices.contains(selectedIndex) else { return [] }
        let content = Rect(x: bounds.minX, y: bounds.minY + 1, width: bounds.width, height: bounds.height - 1)
        return [Placement(tabs[selectedIndex].content, in: content)]
    }

    /// " 1 Title " per tab, numbered from one, with its count when it has one ("2 GitHub (3)"),
    /// the selected one highlighted.
    public func render(in region: inout CanvasRegion) {
        var x = 0
        for (index, tab) in tabs.enumerated() {
            guard x < region.width else { return }
            let title = Self.title(of: tab, at: index)
            let tabStyle = index == selectedIndex ? selectedStyle : style
            x = region.draw(title, at: Point(x: x, y: 0), style: tabStyle, truncatingTo: region.width - x) + 1
        }
    }
}
