import BatonTUI

/// Inline content as styled spans: emphasis italic, strong bold, struck text dim, code
/// and links in the accent, a link's address dim after its text, @mentions and
/// #references picked out of plain text.
struct InlineSpans {
    let styles: MarkdownStyles
    /// Whether a newline inside a paragraph ends the line, as GitHub shows issues and comments.
    let newlinesBreakLines: Bool

    func spans(_ inlines: [MarkdownInline], base: Style = .plain) -> [StyledSpan] {
        var spans: [StyledSpan] = []
        for inline in inlines { append(inline, base: base, to: &spans) }
        return spans
    }

    private func append(_ inline: MarkdownInline, base: Style, to spans: inout [StyledSpan]) {
        switch inline {
        case .text(let text):
            // Foundation's replacement bridges the text to an NSString and back, a sixth
            // of a long body's layout (the frame benchmark's pager); most text holds no tab.
            let untabbed = text.utf8.contains(UInt8(ascii: "\t")) ? text.replacingOccurrences(of: "\t", with: " ") : text
            spans += ReferenceScanner.spans(in: untabbed, base: base, mention: merged(base, styles.mention))
        case .code(let text):
            spans.append(StyledSpan(text, style: merged(base, styles.code)))
        case .emphasis(let children):
            var style = base
            style.italic = true
            for child in children { append(child, base: style, to: &spans) }
        case .strong(let children):
            var style = base
            style.bold = true
            for child in children { append(child, base: style, to: &spans) }
        case .strikethrough(let children):
            var style = base
            style.dim = true
            for child in children { append(child, base: style, to: &spans) }
        case .link(let url, let children):
            let text = self.spans(children, base: merged(base, styles.link))
            spans += text
            // An autolink's text is its address already.
            let shown = text.map(\.text).joined()
            if !url.isEmpty, shown != url, "mailto:" + shown != url, "http://" + shown != url {
                spans.append(StyledSpan(" (\(url))", style: styles.address))
            }
        case .image(let url, let alt):
            let text = self.spans(alt).map(\.text).joined()
            spans.append(StyledSpan(text.isEmpty ? "[image]" : "[image: \(text)]", style: merged(base, styles.link)))
            if !url.isEmpty { spans.append(StyledSpan(" (\(url))", style: styles.address)) }
        case .softBreak:
            spans.append(StyledSpan(newlinesBreakLines ? "\n" : " ", style: base))
        case .lineBreak:
            spans.append(StyledSpan("\n", style: base))
        case .html(let text):
            spans.append(StyledSpan(text, style: merged(base, styles.html)))
        }
    }

    /// `style`'s colors over `base`'s attributes.
    private func merged(_ base: Style, _ style: Style) -> Style {
        var result = base
        result.foreground = style.foreground ?? base.foreground
        result.background = style.background ?? base.background
        result.bold = base.bold || style.bold
        result.dim = base.dim || style.dim
        result.underline = base.underline || style.underline
        result.italic = base.italic || style.italic
        return result
    }
}
