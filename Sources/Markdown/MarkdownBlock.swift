/// A block of a markdown document, as cmark-gfm parsed it: what the layout draws.
public indirect enum MarkdownBlock: Hashable, Sendable {
    case paragraph([MarkdownInline])
    case heading(level: Int, [MarkdownInline])
    /// A fenced or indented code block: its info string's first word and its text.
    case code(language: String, text: String)
    case quote([MarkdownBlock])
    case list(MarkdownList)
    case table(MarkdownTable)
    case thematicBreak
    /// Raw HTML, shown as the text it is.
    case html(String)
}

/// An ordered or bulleted list: its items, each a sequence of blocks.
public struct MarkdownList: Hashable, Sendable {
    public struct Item: Hashable, Sendable {
        /// A task list item's box: checked or not; nil for an ordinary item.
        public var task: Bool?
        public var blocks: [MarkdownBlock]
    }

    /// The first item's number for an ordered list; nil for a bulleted one.
    public var start: Int?
    /// Whether its items' blocks sit without blank lines between them.
    public var tight: Bool
    public var items: [Item]
}

/// A GitHub table: a header row, body rows, and each column's alignment.
public struct MarkdownTable: Hashable, Sendable {
    public enum Alignment: Hashable, Sendable { case left, center, right }

    public var alignments: [Alignment]
    public var header: [[MarkdownInline]]
    public var rows: [[[MarkdownInline]]]
}

/// Inline content: text and what styles it.
public indirect enum MarkdownInline: Hashable, Sendable {
    case text(String)
    case code(String)
    case emphasis([MarkdownInline])
    case strong([MarkdownInline])
    case strikethrough([MarkdownInline])
    case link(url: String, [MarkdownInline])
    case image(url: String, alt: [MarkdownInline])
    case softBreak
    case lineBreak
    /// Raw inline HTML, shown as the text it is.
    case html(String)
}
