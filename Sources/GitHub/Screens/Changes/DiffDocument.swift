import BatonTUI

/// A unified diff as `git diff` writes it and GitHub serves it, read line by line: each
/// file's part, from its `diff --git` line, is a section of the pager, and each line's
/// kind says its style (file headers bold, hunk headers cyan, additions green,
/// deletions red). At a width, a line too long for it goes on in the rows under it,
/// cut anywhere, so that code keeps every character, its spaces too.
struct DiffDocument: Equatable {
    enum LineKind: Equatable {
        /// `diff --git`, `index`, `---`, `+++` and the lines between them (modes, renames).
        case fileHeader
        /// `@@ -1,4 +1,5 @@`: where a hunk lies in the old file and the new.
        case hunkHeader
        case addition
        case deletion
        case context
        /// `\ No newline at end of file`, under the line it speaks of.
        case noNewlineMarker
    }

    struct Line: Equatable {
        let kind: LineKind
        /// As the diff wrote it, without its line break.
        let text: String
    }

    /// One file's part: the path it has after the change (before it, for a deleted
    /// file), and its lines.
    struct File: Equatable {
        let path: String
        let lines: Range<Int>
    }

    let lines: [Line]
    let files: [File]

    /// Tabs become spaces up to the next stop this many columns apart: the canvas
    /// draws no control characters.
    static let tabWidth = 4

    init(_ text: String) {
        // By scalars: a Windows line end is one character, "\r\n", which is no "\n".
        var rawLines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
        // The break that ends the last line starts no line of its own.
        if rawLines.last?.isEmpty == true { rawLines.removeLast() }
        var lines: [Line] = []
        var files: [File] = []
        var file: FileHeader?
        // Between a file's `diff --git` and its first hunk, every line is its header's,
        // even one starting `---` or `+++`; inside a hunk those are a deletion or an addition.
        var inHeader = false
        for raw in rawLines {
            let kind: LineKind
            if raw.hasPrefix("diff --git ") {
                if let file { files.append(file.file(endingAt: lines.count)) }
                file = FileHeader(gitLine: raw, start: lines.count)
                inHeader = true
                kind = .fileHeader
            } else if raw.hasPrefix("@@") {
                inHeader = false
                kind = .hunkHeader
            } else if inHeader {
                file?.read(raw)
                kind = .fileHeader
            } else {
                kind = switch raw.first {
                case "+": .addition
                case "-": .deletion
                case "\\": .noNewlineMarker
                default: .context
                }
            }
            lines.append(Line(kind: kind, text: String(raw)))
        }
        if let file { files.append(file.file(endingAt: lines.count)) }
        self.lines = lines
        self.files = files
    }

    /// The file whose part shows `path`, if the diff has one.
    func fileIndex(path: String) -> Int? {
        files.firstIndex { $0.path == path }
    }

    /// File `index`'s part alone, as the diff wrote it.
    func text(ofFile index: Int) -> String {
        lines[files[index].lines].map { $0.text + "\n" }.joined()
    }

    /// The lines at `width`, a line of the diff a part, laid out as the pager reads that
    /// far; each file's first line a section's start.
    @MainActor func document(width: Int) -> Pager.Document {
        guard width > 0 else { return Pager.Document(lines: []) }
        let fileStarts = Set(files.map(\.lines.lowerBound))
        return Pager.Document(parts: lines.indices.lazy.map { index in
            let line = lines[index]
            let style = Self.style(line.kind)
            return Pager.Document.Part(Self.rows(Self.shown(line.text), width: width).map { StyledLine($0, style: style) },
                                       startsSection: fileStarts.contains(index))
        })
    }

    static func style(_ kind: LineKind) -> Style {
        switch kind {
        case .fileHeader: Style(bold: true)
        case .hunkHeader: Style(foreground: .cyan)
        case .addition: Style(foreground: .green)
        case .deletion: Style(foreground: .red)
        case .noNewlineMarker: Style(dim: true)
        case .context: .plain
        }
    }

    /// A line as the canvas can draw it: a Windows line end dropped, tabs made spaces.
    private static func shown(_ text: String) -> String {
        let text = text.hasSuffix("\r") ? String(text.dropLast()) : text
        guard text.contains("\t") else { return text }
        var shown = ""
        var column = 0
        for character in text {
            if character == "\t" {
                let spaces = tabWidth - column % tabWidth
                shown += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                shown.append(character)
                column += character.displayWidth
            }
        }
        return shown
    }

    /// `text` in rows of `width` columns, the last holding what is left; one empty row
    /// for an empty line.
    private static func rows(_ text: String, width: Int) -> [String] {
        guard text.displayWidth > width else { return [text] }
        var rows: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            var (row, _) = rest.prefix(fittingWidth: width)
            // A character wider than the row still takes one, so the line moves on.
            if row.isEmpty { row = rest.prefix(1) }
            rows.append(String(row))
            rest = rest[row.endIndex...]
        }
        return rows
    }
}

/// What a file's header lines say of its paths, read as they come.
private struct FileHeader {
    let start: Int
    /// The path `diff --git a/x b/x` names when both sides are the same file.
    let gitPath: String?
    var oldPath: String?
    var newPath: String?
    var renamedTo: String?

    init(gitLine: Substring, start: Int) {
        self.start = start
        let sides = gitLine.dropFirst("diff --git ".count)
        // `a/` + path + ` b/` + path: two halves that agree, whatever spaces the path holds.
        let half = (sides.count - 1) / 2
        let old = sides.prefix(half), new = sides.suffix(half)
        gitPath = sides.count % 2 == 1 && old.hasPrefix("a/") && new.hasPrefix("b/") && old.dropFirst(2) == new.dropFirst(2)
            ? String(new.dropFirst(2)) : nil
    }

    mutating func read(_ line: Substring) {
        if line.hasPrefix("--- ") {
            oldPath = Self.path(line.dropFirst(4), side: "a/")
        } else if line.hasPrefix("+++ ") {
            newPath = Self.path(line.dropFirst(4), side: "b/")
        } else if line.hasPrefix("rename to ") {
            renamedTo = Self.unquoted(line.dropFirst("rename to ".count))
        }
    }

    func file(endingAt end: Int) -> DiffDocument.File {
        DiffDocument.File(path: renamedTo ?? newPath ?? oldPath ?? gitPath ?? "", lines: start..<end)
    }

    /// The path a `---` or `+++` line names, its side's prefix taken off; nil for
    /// `/dev/null`, the side of an added or a deleted file that is not there.
    private static func path(_ text: Substring, side: String) -> String? {
        // git ends a name holding a space with a tab.
        let name = unquoted(text.hasSuffix("\t") ? text.dropLast() : text)
        guard name != "/dev/null" else { return nil }
        return name.hasPrefix(side) ? String(name.dropFirst(side.count)) : name
    }

    /// A name as git quotes one holding unusual characters: `"a/caf\303\251.txt"`, its
    /// escapes (octal bytes among them) read back; an unquoted name as it is.
    static func unquoted(_ text: Substring) -> String {
        guard text.count >= 2, text.first == "\"", text.last == "\"" else { return String(text) }
        var bytes: [UInt8] = []
        var characters = Array(text.dropFirst().dropLast().utf8)[...]
        while let byte = characters.popFirst() {
            guard byte == UInt8(ascii: "\\"), let escaped = characters.popFirst() else {
                bytes.append(byte)
                continue
            }
            switch escaped {
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(escaped - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = characters.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                    value = value * 8 + Int(digit - UInt8(ascii: "0"))
                    characters.removeFirst()
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(escaped)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
