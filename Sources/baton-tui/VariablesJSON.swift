import Baton
import BatonSupport

/// `--variables`: a JSON object read into the runtime's variables by the JSON reader
/// the compiler reads `baton.json` with (`BatonSupport`'s), which says where the text
/// stops being JSON and how deep it may nest (`JSONParser.maximumDepth`). A message
/// quotes a short excerpt around that place, however long the input is.
enum VariablesJSON {
    /// The most characters of the input a message quotes.
    static let excerptWidth = 60
    /// How many of them stand before the place the message names.
    static let excerptLead = 20

    static func decode(_ text: String) throws(UsageError) -> Variables {
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            let (line, column) = (error.location.line, error.location.column)
            let excerpt = excerpt(of: text, line: line, column: column)
            switch error.reason {
            case .malformed(let expected):
                throw .badVariables(.notJSON(expected, line: line, column: column, excerpt: excerpt))
            case .tooDeep(let limit):
                throw .badVariables(.nestedTooDeep(limit: limit, line: line, column: column, excerpt: excerpt))
            }
        }
        guard case .object(let members) = value.kind else {
            throw .badVariables(.notAnObject(excerpt: excerpt(of: text, line: 1, column: 1)))
        }
        return variables(members)
    }

    /// The input around a 1-based line and column, cut to `excerptWidth` characters.
    private static func excerpt(of text: String, line: Int, column: Int) -> String {
        let lines = text.split(separator: "\n", maxSplits: line, omittingEmptySubsequences: false)
        let shown = line <= lines.count ? String(lines[line - 1]) : ""
        return Excerpt(line: shown, around: column - 1, width: excerptWidth, lead: excerptLead).text
    }

    private static func variables(_ members: [JSONMember]) -> Variables {
        var variables: Variables = [:]
        for member in members { variables[member.key] = variable(member.value) }
        return variables
    }

    /// One JSON value as a `Variable` (the runtime's; the compiler's names a `$name`):
    /// an integer stays an integer, a number with a fraction or an exponent, or too
    /// large for an integer, is a double.
    private static func variable(_ value: JSONValue) -> Baton.Variable {
        switch value.kind {
        case .object(let members): .object(variables(members))
        case .array(let elements): .list(elements.map(variable))
        case .string(let string): .string(string)
        // The reader checked the number against JSON's grammar, which Double reads whole.
        case .number(let text): Int(text).map(Baton.Variable.int) ?? .double(Double(text)!)
        case .bool(let flag): .bool(flag)
        case .null: .null
        }
    }
}
