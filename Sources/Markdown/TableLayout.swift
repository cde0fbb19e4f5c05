import BatonTUI

/// A table in columns that fit the width: each column as wide as its widest cell when
/// all fit, else the narrow ones whole and the rest sharing what is left, their cells
/// wrapped; the header bold above a rule, columns parted by bars.
struct TableLayout {
    let table: MarkdownTable
    let inline: InlineSpans
    let rule: Style

    private static let separator = " │ "
    private static let narrowestColumn = 4

    func lines(width: Int) -> [StyledLine] {
        let columns = max(table.alignments.count, table.header.count, table.rows.map(\.count).max() ?? 0)
        guard columns > 0 else { return [] }
        let header = cells(table.header, columns: columns, bold: true)
        let rows = table.rows.map { cells($0, columns: columns, bold: false) }
        let natural = (0..<columns).map { column in
            ([header] + rows).map { row in StyledLine(row[column]).displayWidth }.max() ?? 0
        }
        let available = width - Self.separator.count * (columns - 1)
        // Too narrow for a few columns each: one cell a line, named by its header.
        guard available >= columns * Self.narrowestColumn else { return stacked(header: header, rows: rows, width: width) }
        let widths = Self.fitted(natural.map { max(1, $0) }, into: available)
        var lines = self.lines(of: header, widths: widths)
        lines.append(StyledLine(widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─"), style: rule))
        for row in rows { lines += self.lines(of: row, widths: widths) }
        return lines
    }

    private func cells(_ row: [[MarkdownInline]], columns: Int, bold: Bool) -> [[StyledSpan]] {
        (0..<columns).map { column in
            column < row.count ? inline.spans(row[column], base: Style(bold: bold)) : []
        }
    }

    /// Column widths within `available`: every column that fits in an even share keeps
    /// its width, and the others split the rest evenly.
    static func fitted(_ natural: [Int], into available: Int) -> [Int] {
        guard natural.reduce(0, +) > available else { return natural }
        var widths = natural
        var open = Set(natural.indices)
        var left = available
        while true {
            let share = left / max(1, open.count)
            let fitting = open.filter { natural[$0] <= share }
            if fitting.isEmpty { break }
            for column in fitting { left -= natural[column] }
            open.subtract(fitting)
            if open.isEmpty { return widths }
        }
        let share = left / open.count
        var extra = left - share * open.count
        for column in open.sorted() {
            widths[column] = share + (extra > 0 ? 1 : 0)
            extra -= 1
        }
        return widths
    }

    private func lines(of row: [[StyledSpan]], widths: [Int]) -> [StyledLine] {
        let wrapped = zip(row, widths).map { cell, width in cell.wrapped(to: width) }
        let height = wrapped.map(\.count).max() ?? 1
        return (0..<height).map { index in
            var spans: [StyledSpan] = []
            for (column, lines) in wrapped.enumerated() {
                if column > 0 { spans.append(StyledSpan(Self.separator, style: rule)) }
                let line = index < lines.count ? lines[index] : .empty
                let room = widths[column] - line.displayWidth
                let (before, after) = padding(room, alignment: alignment(of: column))
                if before > 0 { spans.append(StyledSpan(String(repeating: " ", count: before))) }
                spans += line.spans
                if after > 0, column < wrapped.count - 1 { spans.append(StyledSpan(String(repeating: " ", count: after))) }
            }
            return StyledLine(spans)
        }
    }

    private func alignment(of column: Int) -> MarkdownTable.Alignment {
        column < table.alignments.count ? table.alignments[column] : .left
    }

    private func padding(_ room: Int, alignment: MarkdownTable.Alignment) -> (before: Int, after: Int) {
        let room = max(0, room)
        switch alignment {
        case .left: return (0, room)
        case .right: return (room, 0)
        case .center: return (room / 2, room - room / 2)
        }
    }

    /// Each row's cells one under another, named by their header, for a width that
    /// cannot hold a column each.
    private func stacked(header: [[StyledSpan]], rows: [[[StyledSpan]]], width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        for row in rows {
            if !lines.isEmpty { lines.append(StyledLine(String(repeating: "─", count: width), style: rule)) }
            for (name, cell) in zip(header, row) {
                lines += (name + [StyledSpan(": ", style: Style(bold: true))] + cell).wrapped(to: width)
            }
        }
        return lines
    }
}
