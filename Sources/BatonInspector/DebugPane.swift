import Baton
import BatonTUI
import Foundation
import Observation

/// The store inspector as a pane of the app, over one environment of several (a
/// tab's), live: its header counts the records, the types, the roots and the
/// image's work; below it, one section at a time, the types, a type's records
/// (filterable), a record's slots with their values, links and field errors, the
/// log's tail, and the render counts of the views. Everything it reads registers
/// on the store's revision or the environment's inspection, so a commit, a root
/// kept or let go, or a log entry draws it again.
@MainActor
@Observable
public final class DebugPane: View, KeyHandling {
    /// An environment the pane can show, and the name it shows it by.
    public struct Source {
        public let name: String
        public let environment: Environment

        public init(name: String, environment: Environment) {
            self.name = name
            self.environment = environment
        }
    }

    public let sources: [Source]
    /// The source shown, by index; the app sets it to the current tab.
    public var selectedSource: Int {
        didSet {
            let clamped = min(max(0, selectedSource), max(0, sources.count - 1))
            if clamped != selectedSource { selectedSource = clamped }
        }
    }
    /// Whether the keys go to the pane rather than the screen beside it; the title line
    /// says which side has them.
    public var hasKeys = false
    /// The last export's or failed export's words, shown on the pane's last line.
    public private(set) var message: String?
    /// Where the last export was written.
    public private(set) var lastExport: URL?

    @ObservationIgnored let browsers: [SourceBrowser]
    @ObservationIgnored private let exportDirectory: URL

    /// The header's lines above the sections: the title, the counts, the roots,
    /// the image and the sections' bar.
    static let headerHeight = 5

    public init(
        sources: [Source], renderCounts: @escaping @MainActor () -> [(name: String, count: Int)],
        exportDirectory: URL
    ) {
        self.sources = sources
        self.exportDirectory = exportDirectory
        selectedSource = 0
        browsers = sources.map { SourceBrowser(inspector: StoreInspector($0.environment), renderCounts: renderCounts) }
    }

    /// The browser of the source shown; nil without sources.
    var browser: SourceBrowser? {
        browsers.indices.contains(selectedSource) ? browsers[selectedSource] : nil
    }

    /// Whether keys go to the filter's input first, so that the app's own
    /// single-letter keys type instead.
    public var capturesText: Bool {
        browser?.isFiltering ?? false
    }

    // MARK: Export

    /// Writes the shown store's dump to a new file in the export directory and
    /// says where, or why it could not.
    public func export() {
        guard let browser else { return }
        do {
            let url = try StoreExport.write(browser.inspector.store, named: sources[selectedSource].name, in: exportDirectory)
            lastExport = url
            message = "Exported the store to \(url.path)"
        } catch {
            message = "Export failed: \(error)"
        }
    }

    // MARK: Layout and rendering

    public func layout(in bounds: Rect) -> [Placement] {
        guard let browser else { return [] }
        // The header's rows and the message's are the pane's own drawing.
        var items: [Stack.Item] = [.gap(Self.headerHeight), .init(browser.currentList)]
        if browser.showsFilter { items.append(.init(browser.filterInput, .fixed(1))) }
        if message != nil { items.append(.gap()) }
        return Stack.vertical(items).layout(in: bounds)
    }

    public func render(in region: inout CanvasRegion) {
        guard let browser else {
            region.draw("No environment to inspect", at: .zero, style: Style(dim: true), truncatingTo: region.width)
            return
        }
        let inspector = browser.inspector
        let lines = [
            ("Store inspector · " + sources[selectedSource].name
                + (hasKeys ? " · keys here (Tab: to the screen)" : " · Tab: keys here"),
             hasKeys ? Style(bold: true, reverse: true) : Style(bold: true)),
            (SummaryText.counts(inspector), Style.plain),
            (SummaryText.roots(inspector.roots), Style.plain),
            (SummaryText.image(inspector.image), Style.plain),
        ]
        for (row, line) in lines.enumerated() {
            region.draw(line.0, at: Point(x: 0, y: row), style: line.1, truncatingTo: region.width)
        }
        drawSectionBar(browser.section, in: &region, row: lines.count)
        if let message {
            region.draw(message, at: Point(x: 0, y: region.height - 1), style: Style(dim: true), truncatingTo: region.width)
        }
    }

    /// " Types  Records  Record  Log  Renders ", the shown one reversed.
    private func drawSectionBar(_ shown: InspectorSection, in region: inout CanvasRegion, row: Int) {
        var x = 0
        for section in InspectorSection.allCases {
            guard x < region.width else { return }
            let style = section == shown ? Style(bold: true, reverse: true) : Style(dim: true)
            x = region.draw(" \(section.title) ", at: Point(x: x, y: row), style: style, truncatingTo: region.width - x)
        }
    }
}
