/// The ellipsis that marks text cut to fit.
public let ellipsis: Character = "…"

extension StringProtocol {
    /// The longest prefix whose display width is at most `width`, and that width.
    public func prefix(fittingWidth width: Int) -> (text: SubSequence, width: Int) {
        var used = 0
        var end = startIndex
        for index in indices {
            let characterWidth = self[index].displayWidth
            if used + characterWidth > width { break }
            used += characterWidth
            end = self.index(after: index)
        }
        return (self[startIndex..<end], used)
    }

    /// The text if it fits in `width` columns; otherwise its longest prefix that leaves
    /// room for an ellipsis, without trailing spaces, followed by `…`. Empty for a width of zero or less.
    public func truncated(to width: Int) -> String {
        guard width > 0 else { return "" }
        let (fitting, _) = prefix(fittingWidth: width)
        if fitting.endIndex == endIndex { return String(fitting) }
        let (shorter, _) = prefix(fittingWidth: width - 1)
        return String(Substring(shorter).droppingTrailingSpaces) + String(ellipsis)
    }
}

extension StringProtocol {
    /// The text if it fits in `width` columns; otherwise `…` and its longest suffix that
    /// leaves room for it, without leading spaces: a trail keeps its last, current step.
    public func truncatedFromStart(to width: Int) -> String {
        guard width > 0 else { return "" }
        guard displayWidth > width else { return String(self) }
        var used = 1
        var start = endIndex
        while start > startIndex {
            let previous = index(before: start)
            let characterWidth = self[previous].displayWidth
            if used + characterWidth > width { break }
            used += characterWidth
            start = previous
        }
        let kept = self[start...].drop { $0 == " " }
        return String(ellipsis) + kept
    }
}

extension Substring {
    /// Without the spaces at its end, so an ellipsis follows the last word directly.
    var droppingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[startIndex..<end]
    }
}
