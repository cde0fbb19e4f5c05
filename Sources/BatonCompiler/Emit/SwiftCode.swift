/// Swift source text built line by line, four spaces per level.
struct SwiftCode {
    private(set) var text = ""
    private var depth = 0

    mutating func line(_ content: String = "") {
        if !content.isEmpty { text += String(repeating: "    ", count: depth) + content }
        text += "\n"
    }

    /// `header {`, the body one level in, `}`.
    mutating func block<Failure: Error>(
        _ header: String, _ body: (inout SwiftCode) throws(Failure) -> Void
    ) throws(Failure) {
        line(header + " {")
        depth += 1
        try body(&self)
        depth -= 1
        line("}")
    }

    /// A doc comment, one `///` line per line of `text`.
    mutating func comment(_ text: String) {
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            line(part.isEmpty ? "///" : "/// " + part)
        }
    }

    /// The first lines of a generated file: the line saying where it comes from, and the imports.
    mutating func header(_ origin: String, importsFoundation: Bool) {
        line("// " + origin)
        line("@_spi(Generated) import Baton")
        if importsFoundation { line("import Foundation") }
    }
}
