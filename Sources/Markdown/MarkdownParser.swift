import CCmarkGFM

/// Markdown text into blocks through cmark-gfm, GitHub's own parser, with GitHub's
/// extensions: tables, strikethrough, autolinks and task lists. Raw HTML is kept as
/// text. Nesting deeper than `maximumDepth` (500 quotes in a hostile comment) is
/// flattened into the deepest level kept, so no walk over a document recurses without
/// a bound.
public enum MarkdownParser {
    public static let maximumDepth = 32

    private static let extensions = ["table", "strikethrough", "autolink", "tasklist"]

    /// On the main actor: cmark-gfm 0.29 adds the extensions' characters to a table of
    /// its own at the start of each parse's inlines and takes them out at the end, so a
    /// parse on another thread at the same time lost its strikethrough and autolinks.
    @MainActor
    public static func parse(_ text: String) -> [MarkdownBlock] {
        cmark_gfm_core_extensions_ensure_registered()
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return [.paragraph([.text(text)])] }
        defer { cmark_parser_free(parser) }
        for name in extensions {
            if let syntax = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, syntax) }
        }
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        guard let document = cmark_parser_finish(parser) else { return [.paragraph([.text(text)])] }
        defer { cmark_node_free(document) }
        return NodeReader().blocks(under: document, depth: 0)
    }
}

/// Reads cmark's tree into our blocks and inlines.
private struct NodeReader {
    func blocks(under parent: OpaquePointer, depth: Int) -> [MarkdownBlock] {
        children(of: parent).flatMap { block($0, depth: depth) }
    }

    private func block(_ node: OpaquePointer, depth: Int) -> [MarkdownBlock] {
        let deeper = depth + 1
        // Past the bound, a container is its text, read without recursion.
        if deeper > MarkdownParser.maximumDepth, cmark_node_first_child(node) != nil {
            return [.paragraph([.text(flattenedText(under: node))])]
        }
        switch kind(of: node) {
        case "paragraph":
            return [.paragraph(inlines(under: node, depth: depth))]
        case "heading":
            return [.heading(level: Int(cmark_node_get_heading_level(node)), inlines(under: node, depth: depth))]
        case "code_block":
            let info = literal(of: cmark_node_get_fence_info(node))
            let language = String(info.split(separator: " ").first ?? "")
            return [.code(language: language, text: literal(of: cmark_node_get_literal(node)))]
        case "html_block":
            return [.html(literal(of: cmark_node_get_literal(node)))]
        case "thematic_break":
            return [.thematicBreak]
        case "block_quote":
            return [.quote(blocks(under: node, depth: deeper))]
        case "list":
            let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            let items = children(of: node).map { item in
                MarkdownList.Item(task: task(of: item), blocks: blocks(under: item, depth: deeper))
            }
            let start = ordered ? Int(cmark_node_get_list_start(node)) : nil
            return [.list(MarkdownList(start: start, tight: cmark_node_get_list_tight(node) != 0, items: items))]
        case "table":
            return [.table(table(node, depth: depth))]
        default:
            // A block this layout does not know (a footnote definition): its contents.
            return blocks(under: node, depth: deeper)
        }
    }

    private func task(of item: OpaquePointer) -> Bool? {
        guard kind(of: item) == "tasklist" else { return nil }
        return cmark_gfm_extensions_get_tasklist_item_checked(item)
    }

    private func table(_ node: OpaquePointer, depth: Int) -> MarkdownTable {
        let columns = Int(cmark_gfm_extensions_get_table_columns(node))
        var alignments: [MarkdownTable.Alignment] = []
        if let codes = cmark_gfm_extensions_get_table_alignments(node) {
            for column in 0..<columns {
                switch codes[column] {
                case UInt8(ascii: "c"): alignments.append(.center)
                case UInt8(ascii: "r"): alignments.append(.right)
                default: alignments.append(.left)
                }
            }
        }
        var header: [[MarkdownInline]] = []
        var rows: [[[MarkdownInline]]] = []
        for row in children(of: node) {
            let cells = children(of: row).map { inlines(under: $0, depth: depth) }
            if kind(of: row) == "table_header" { header = cells } else { rows.append(cells) }
        }
        return MarkdownTable(alignments: alignments, header: header, rows: rows)
    }

    private func inlines(under parent: OpaquePointer, depth: Int) -> [MarkdownInline] {
        children(of: parent).flatMap { inline($0, depth: depth) }
    }

    private func inline(_ node: OpaquePointer, depth: Int) -> [MarkdownInline] {
        let deeper = depth + 1
        if deeper > MarkdownParser.maximumDepth, cmark_node_first_child(node) != nil {
            return [.text(flattenedText(under: node))]
        }
        switch kind(of: node) {
        case "text": return [.text(literal(of: cmark_node_get_literal(node)))]
        case "code": return [.code(literal(of: cmark_node_get_literal(node)))]
        case "softbreak": return [.softBreak]
        case "linebreak": return [.lineBreak]
        case "html_inline": return [.html(literal(of: cmark_node_get_literal(node)))]
        case "emph": return [.emphasis(inlines(under: node, depth: deeper))]
        case "strong": return [.strong(inlines(under: node, depth: deeper))]
        case "strikethrough": return [.strikethrough(inlines(under: node, depth: deeper))]
        case "link": return [.link(url: literal(of: cmark_node_get_url(node)), inlines(under: node, depth: deeper))]
        case "image": return [.image(url: literal(of: cmark_node_get_url(node)), alt: inlines(under: node, depth: deeper))]
        default: return inlines(under: node, depth: deeper)
        }
    }

    /// Nodes whose start parts the words before them from those within.
    private static let parting: Set<String> = [
        "paragraph", "heading", "item", "tasklist", "code_block", "html_block", "table_cell", "softbreak", "linebreak",
    ]

    /// Every text and code literal under `node`, in order, a space where blocks or
    /// breaks part them: cmark's iterator walks the tree without recursion.
    private func flattenedText(under node: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
            if Self.parting.contains(kind(of: current)), !text.isEmpty, !text.hasSuffix(" ") { text += " " }
            text += literal(of: cmark_node_get_literal(current))
        }
        return text
    }

    private func children(of node: OpaquePointer) -> [OpaquePointer] {
        var children: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            children.append(current)
            child = cmark_node_next(current)
        }
        return children
    }

    private func kind(of node: OpaquePointer) -> String {
        literal(of: cmark_node_get_type_string(node))
    }

    private func literal(of text: UnsafePointer<CChar>?) -> String {
        text.map { String(cString: $0) } ?? ""
    }
}
