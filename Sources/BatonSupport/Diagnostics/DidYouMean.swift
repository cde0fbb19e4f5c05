/// graphql-js's hint for close names: `Did you mean "a", "b", or "c"?`, at most
/// five of them, with an optional phrase before the names (`the enum value`).
/// Empty when there is nothing to suggest.
public func didYouMean(_ suggestions: [String], subject: String? = nil) -> String {
    let quoted = suggestions.prefix(maxSuggestions).map { "\"\($0)\"" }
    let lead = subject.map { "Did you mean \($0) " } ?? "Did you mean "
    switch quoted.count {
    case 0: return ""
    case 1: return lead + quoted[0] + "?"
    case 2: return lead + quoted[0] + " or " + quoted[1] + "?"
    default: return lead + quoted.dropLast().joined(separator: ", ") + ", or " + quoted[quoted.count - 1] + "?"
    }
}

/// graphql-js names at most five.
public let maxSuggestions = 5
