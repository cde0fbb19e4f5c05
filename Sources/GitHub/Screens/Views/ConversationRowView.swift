import BatonScreens
import BatonTUI

/// One issue or pull request in a list. The right keeps its room for who is assigned, the
/// author, the age and the comments; on the left the number and the state in words, in the
/// state's color, then the title, and the labels, each in its own color, take what the
/// title leaves. A list mixing issues and pull requests says which each is after its state.
@MainActor
final class ConversationRowView: View {
    private let row: @MainActor () -> ConversationRow?
    private let state: ListRowState
    private let saysKind: Bool
    private let numbers: NumberColumn

    /// `row` reads the lens as the view renders, so a change to what it read renders the row;
    /// nil (an edge without its node) draws the selection alone. `numbers` is the list's
    /// column of numbers; `saysKind` for a list of both kinds.
    init(state: ListRowState, numbers: NumberColumn, saysKind: Bool = false,
         row: @escaping @MainActor () -> ConversationRow?) {
        self.row = row
        self.state = state
        self.numbers = numbers
        self.saysKind = saysKind
    }

    func render(in region: inout CanvasRegion) {
        let selected = state.isSelected
        let base = state.baseStyle
        state.drawSelection(in: &region)
        guard let row = row() else { return }
        let trailing = Self.assigned(row.assignees) + (row.author.map { "  " + $0 } ?? "")
            + "  " + RelativeTime.words(forTimestamp: row.createdAt) + (row.comments > 0 ? "  💬 \(row.comments)" : "")
        let trailingStart = max(0, region.width - trailing.displayWidth)
        var trailingStyle = base
        trailingStyle.dim = !selected
        region.draw(trailing, at: Point(x: trailingStart, y: 0), style: trailingStyle)

        let number = "#\(row.number)"
        numbers.fit(number)
        let numbered = Self.padded(number, to: numbers.width)
        let words = row.state.words.lowercased() + (saysKind ? " " + row.kind.rawValue : "")
        let standing = Self.padded(words, to: saysKind ? Self.kindAndStateWidth : Self.stateWidth)
        var numberStyle = base
        if !selected { numberStyle.foreground = row.state.color }
        let start = ListRowState.contentStart
        var x = region.draw(numbered + standing, at: Point(x: start, y: 0), style: numberStyle,
                            truncatingTo: max(0, trailingStart - start))
        x = region.draw(row.title, at: Point(x: x, y: 0), style: base, truncatingTo: max(0, trailingStart - x - 1))
        let room = Rect(x: 0, y: 0, width: max(0, trailingStart - 1), height: 1)
        for name in row.labels where x + 1 < room.width {
            var style = base
            if !selected { style.foreground = name.color }
            x = region.draw(" " + name.text, at: Point(x: x, y: 0), style: style, clip: room)
        }
    }

    /// The widest state, "merged", and the widest with its kind, "closed issue", each
    /// with a space after, so that the titles of a list start in one column.
    static let stateWidth = 7
    static let kindAndStateWidth = 13

    /// `text` and the spaces that make it `width` wide, and at least one.
    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.displayWidth))
    }

    /// "→ @ana @leo +1", the first assignees and how many more; nothing without any.
    private static func assigned(_ assignees: AssigneeList_assignable?) -> String {
        guard let assignees else { return "" }
        let shown = (assignees.assignees.nodes ?? .empty).prefix(3).map { "@" + $0.login }
        guard !shown.isEmpty else { return "" }
        let more = assignees.assignees.totalCount - shown.count
        return "→ " + shown.joined(separator: " ") + (more > 0 ? " +\(more)" : "")
    }
}
