import BatonTUI

/// Markdown blocks as the lines a pager shows at a width: paragraphs wrapped, headings
/// bold, code set apart and never wrapped, quotes barred, lists marked, tables in
/// columns that fit, one blank line between blocks.
public struct MarkdownLayout {
    public let styles: MarkdownStyles
    /// Whether a newline inside a paragraph ends the line: GitHub shows issues, pull
    /// requests and comments so, and files as CommonMark has it, as a space.
    public let newlinesBreakLines: Bool
    /// The fewest columns nested content keeps beside its quote bars and list markers.
    private static let narrowestContent = 10

    public init(styles: MarkdownStyles, newlinesBreakLines: Bool = false) {
        self.styles = styles
        self.newlinesBreakLines = newlinesBreakLines
    }

    /// The lines of `text`, parsed as GitHub's markdown, at `width` columns.
    @MainActor
    public func lines(of text: String, width: Int) -> [StyledLine] {
        Array(blockLines(of: text, width: width).joined())
    }

    /// The lines of `text` a block at a time, each but the first after a blank line, the
    /// text parsed a stretch at a time (`MarkdownStretches`) as the blocks are read: a
    /// reader of the first blocks of a long text pays for those alone.
    @MainActor
    public func blockLines(of text: String, width: Int) -> some Sequence<[StyledLine]> {
        // Nothing fits in no columns.
        blockLines(of: MarkdownStretches(text: width > 0 ? text : ""), width: width)
    }

    /// The lines of each block of `stretches`; a code block a stretch goes on with
    /// continues the lines of the one before it, without a blank line.
    @MainActor
    func blockLines(of stretches: MarkdownStretches, width: Int) -> some Sequence<[StyledLine]> {
        stretches.lazy
            .flatMap { stretch in
                MarkdownParser.parse(stretch.text).enumerated().map { index, block in
                    (block: block, continues: stretch.continuesCode && index == 0)
                }
            }
            .enumerated().lazy
            .map { index, part in (index > 0 && !part.continues ? [.empty] : []) + lines(of: part.block, width: width) }
    }

    /// Blocks one after another, a blank line between them unless they are a tight
    /// list item's.
    public func lines(of blocks: [MarkdownBlock], width: Int, tight: Bool = false) -> [StyledLine] {
        guard width > 0 else { return [] }
        var lines: [StyledLine] = []
        for (index, block) in blocks.enumerated() {
            if index > 0, !tight { lines.append(.empty) }
            lines += self.lines(of: block, width: width)
        }
        return lines
    }

    private var inline: InlineSpans { InlineSpans(styles: styles, newlinesBreakLines: newlinesBreakLines) }

    private func lines(of block: MarkdownBlock, width: Int) -> [StyledLine] {
        switch block {
        case .paragraph(let inlines):
            return inline.spans(inlines).wrapped(to: width)
        case .heading(let level, let inlines):
            var style = styles.heading
            style.underline = level == 1
            return inline.spans(inlines, base: style).wrapped(to: width)
        case .code(_, let text):
            return codeLines(text)
        case .quote(let blocks):
            let bar = [StyledSpan("│ ", style: styles.mark)]
            return indented(first: bar, rest: bar, width: width) { lines(of: blocks, width: $0) }
        case .list(let list):
            return listLines(list, width: width)
        case .table(let table):
            return TableLayout(table: table, inline: inline, rule: styles.mark).lines(width: width)
        case .thematicBreak:
            return [StyledLine(String(repeating: "─", count: width), style: styles.mark)]
        case .html(let text):
            return [StyledSpan(String(text.trimmingTrailingNewlines), style: styles.html)].wrapped(to: width)
        }
    }

    /// A code block's lines as written, tabs as four spaces, behind a bar; a line
    /// longer than the screen is cut by it, never wrapped into the next.
    private func codeLines(_ text: String) -> [StyledLine] {
        text.trimmingTrailingNewlines.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            StyledLine([StyledSpan("▎ ", style: styles.mark),
                        StyledSpan(line.replacingOccurrences(of: "\t", with: "    "), style: styles.code)])
        }
    }

    private func listLines(_ list: MarkdownList, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        let lastNumber = (list.start ?? 0) + max(0, list.items.count - 1)
        let markerWidth = list.start == nil ? 2 : String(lastNumber).count + 2
        for (index, item) in list.items.enumerated() {
            var marker = list.start.map { "\($0 + index)." } ?? "•"
            marker = marker.padding(toLength: markerWidth, withPad: " ", startingAt: 0)
            var first = [StyledSpan(marker, style: styles.mark)]
            if let checked = item.task {
                first.append(StyledSpan(checked ? "[x] " : "[ ] ", style: styles.mark))
            }
            let rest = [StyledSpan(String(repeating: " ", count: StyledLine(first).displayWidth))]
            lines += indented(first: first, rest: rest, width: width) { itemWidth in
                item.blocks.isEmpty ? [.empty] : self.lines(of: item.blocks, width: itemWidth, tight: list.tight)
            }
        }
        return lines
    }

    /// Content laid out beside a prefix, the first line's own; when the width leaves too
    /// little room beside the prefix (deep nesting on a narrow screen), the content alone
    /// at the whole width.
    private func indented(
        first: [StyledSpan], rest: [StyledSpan], width: Int, _ content: (Int) -> [StyledLine]
    ) -> [StyledLine] {
        let prefixWidth = StyledLine(first).displayWidth
        guard width - prefixWidth >= min(width, Self.narrowestContent) else { return content(width) }
        let lines = content(width - prefixWidth)
        guard !lines.isEmpty else { return [StyledLine(first)] }
        return lines.enumerated().map { index, line in line.prefixed(by: index == 0 ? first : rest) }
    }
}

extension String {
    var trimmingTrailingNewlines: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == "\n" { end = index(before: end) }
        return self[startIndex..<end]
    }
}
