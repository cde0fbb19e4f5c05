import BatonTUI

/// One file a pull request changes, drawn from its lens: its path, cut from the start
/// so that the file's own name stays, then its lines added (green) and removed (red)
/// and how it changed, in columns every row shares so that they line up.
@MainActor
final class ChangedFileRowView: View {
    let file: PullRequestFileList_pullRequest.Files.Edges.Node
    private let state: ListRowState

    init(_ file: PullRequestFileList_pullRequest.Files.Edges.Node, state: ListRowState) {
        self.file = file
        self.state = state
    }

    func render(in region: inout CanvasRegion) {
        let selected = state.isSelected
        let base = state.baseStyle
        state.drawSelection(in: &region)
        // Right to left: the change's word, then the counts, each right-aligned in its column.
        let changeStart = max(0, region.width - Self.changeWidth)
        var changeStyle = base
        changeStyle.dim = !selected
        region.draw(Self.words(file.changeType), at: Point(x: changeStart, y: 0), style: changeStyle,
                    truncatingTo: region.width - changeStart)
        var x = changeStart - 2
        for (count, color) in [("−\(file.deletions)", Color.red), ("+\(file.additions)", Color.green)] {
            var style = base
            if !selected { style.foreground = color }
            let start = max(0, x - count.displayWidth)
            region.draw(count, at: Point(x: start, y: 0), style: style, truncatingTo: x - start)
            x = min(start, x - Self.countWidth) - 1
        }
        let pathRoom = max(0, x - ListRowState.contentStart)
        region.draw(file.path.truncatedFromStart(to: pathRoom), at: Point(x: ListRowState.contentStart, y: 0), style: base)
    }

    /// The columns on the right: "+12345" and "−12345", each a space before it, and
    /// the longest change's words, "type changed", two spaces before them.
    static let countWidth = 6
    static let changeWidth = 12

    /// How the file changed, in GitHub's words.
    static func words(_ change: PatchStatus) -> String {
        switch change {
        case .ADDED: "added"
        case .CHANGED: "type changed"
        case .COPIED: "copied"
        case .DELETED: "deleted"
        case .MODIFIED: "modified"
        case .RENAMED: "renamed"
        case .unknown(let name): name.lowercased()
        }
    }
}
