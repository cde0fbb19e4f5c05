import BatonSupport
import Foundation

/// A custom command's text with the selected item's values to fill in, as gh-dash
/// writes them: `gh pr checkout {{.Number}} -R {{.RepoNameWithOwner}}`. Each value is
/// put in shell-quoted, so a title or a branch cannot break out of its word.
struct CommandTemplate: Equatable {
    /// The names a template may use: the GitHub tab's screens give the first six, the
    /// Rick and Morty tab's a character's `Id` and `Name`.
    static let names = ["RepoNameWithOwner", "Number", "Url", "HeadRefName", "BaseRefName", "Author", "Id", "Name"]

    /// A place in the template that is not a value's name: its offset in the text, in
    /// characters, and what is wrong there.
    struct Problem: Error, Equatable {
        let offset: Int
        let message: String
        /// The close names, when a name was misspelled.
        var suggestions: [String] = []
    }

    private enum Part: Equatable {
        case text(String)
        case value(String)
    }

    let text: String
    private let parts: [Part]

    /// Reads `{{.Name}}` (spaces allowed inside the braces) wherever it is; anything
    /// else between `{{` and `}}` is a problem, as is a `{{` never closed.
    init(_ text: String) throws(Problem) {
        self.text = text
        var parts: [Part] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            parts.append(.text(String(rest[..<open.lowerBound])))
            let offset = text.distance(from: text.startIndex, to: open.lowerBound)
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw Problem(offset: offset, message: "“{{” is never closed by “}}”")
            }
            let inside = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            let name = inside.hasPrefix(".") ? String(inside.dropFirst()) : inside
            guard inside.hasPrefix("."), Self.names.contains(name) else {
                throw Problem(offset: offset, message: "“\(rest[open.lowerBound..<close.upperBound])” names no value; a command may use "
                              + Self.names.map { "{{.\($0)}}" }.joined(separator: ", "),
                              suggestions: suggestionList(name, Self.names).map { "{{.\($0)}}" })
            }
            parts.append(.value(name))
            rest = rest[close.upperBound...]
        }
        parts.append(.text(String(rest)))
        self.parts = parts.filter { $0 != .text("") }
    }

    /// The names the template uses, in its order, each once.
    var valueNames: [String] {
        var seen: Set<String> = []
        return parts.compactMap { part in
            guard case .value(let name) = part, seen.insert(name).inserted else { return nil }
            return name
        }
    }

    /// The command with `values` filled in, each shell-quoted; nil when `values` lacks
    /// a name the template uses.
    func filled(with values: [String: String]) -> String? {
        var command = ""
        for part in parts {
            switch part {
            case .text(let text): command += text
            case .value(let name):
                guard let value = values[name] else { return nil }
                command += Self.quoted(value)
            }
        }
        return command
    }

    /// `value` as one word of `sh`: in single quotes, each of its own single quotes
    /// closed, escaped and opened again.
    static func quoted(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
