/// What is wrong with `--variables`, where, and the short excerpt of the input a
/// message quotes there.
enum VariablesProblem: Equatable, CustomStringConvertible {
    /// Not JSON: what was expected, at a 1-based line and column.
    case notJSON(String, line: Int, column: Int, excerpt: String)
    /// JSON whose objects and arrays nest deeper than `limit`, where they do.
    case nestedTooDeep(limit: Int, line: Int, column: Int, excerpt: String)
    /// JSON, but not an object of variables.
    case notAnObject(excerpt: String)

    var description: String {
        switch self {
        case let .notJSON(expected, line, column, excerpt):
            "not JSON at line \(line), column \(column): \(expected)" + quoting(excerpt)
        case let .nestedTooDeep(limit, line, column, excerpt):
            "objects and arrays nest deeper than \(limit) levels at line \(line), column \(column)" + quoting(excerpt)
        case let .notAnObject(excerpt):
            "not a JSON object" + quoting(excerpt)
        }
    }

    /// The excerpt after a colon; nothing for an empty input.
    private func quoting(_ excerpt: String) -> String {
        excerpt.isEmpty ? "" : ": " + excerpt
    }
}
