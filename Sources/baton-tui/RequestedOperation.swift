@_spi(Generated) import Baton

/// A compiled operation run with variables as the command line gave them: the
/// operation's document, plan and data lens, the given variables in place of its
/// typed properties.
struct RequestedOperation<Base: Baton.Operation>: Baton.Operation {
    typealias Data = Base.Data

    static var name: String { Base.name }
    static var kind: OperationKind { Base.kind }
    static var document: RequestDocument { Base.document }
    static var plan: Plan { Base.plan }

    let variables: Variables

    /// Checks the names against the variables the document defines, so that a
    /// misspelt one is an error here rather than a silently unset variable.
    init(variables: Variables) throws(UsageError) {
        let defined = Self.definedVariables
        for name in variables.keys.sorted() where !defined.contains(name) {
            throw .unknownVariable(name, operation: Base.name, takes: defined)
        }
        self.variables = variables
    }

    /// The variable names of the document's operation definition, in order.
    static var definedVariables: [String] {
        guard case let .text(text) = Base.document else { return [] }
        // The compact text opens `query Name($a:Int,$b:String!=...){`: names follow
        // the `(` or a `,` at the top level of the parentheses, outside strings.
        let characters = Array(text.unicodeScalars)
        guard let open = characters.firstIndex(of: "("),
              characters.firstIndex(of: "{").map({ open < $0 }) ?? true
        else { return [] }
        var names: [String] = []
        var depth = 0
        var inString = false
        var index = open
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\\" { index += 1 } else if character == "\"" { inString = false }
            } else {
                switch character {
                case "\"": inString = true
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case "$" where depth == 1 && ["(", ","].contains(characters[index - 1]):
                    var end = index + 1
                    while end < characters.count, characters[end].properties.isAlphabetic
                        || ("0"..."9").contains(characters[end]) || characters[end] == "_" { end += 1 }
                    names.append(String(String.UnicodeScalarView(characters[(index + 1)..<end])))
                    index = end - 1
                default: break
                }
                if depth == 0 { break }
            }
            index += 1
        }
        return names
    }
}

/// A subscription requested by name is a subscription, so the environment makes
/// it a subscription's handle.
extension RequestedOperation: Baton.Subscription where Base: Baton.Subscription {}
