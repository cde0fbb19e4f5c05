/// A Swift type as generated code names it. Optionality and lists are structure
/// here, so the emitter asks a type whether it is optional instead of reading its
/// text back; the text is rendered once, where a declaration is written.
indirect enum SwiftType: Hashable {
    case named(String)
    /// `[Element]`.
    case array(SwiftType)
    /// `Name<Argument>`, as the runtime's `List` of a nested lens.
    case generic(String, SwiftType)
    case optional(SwiftType)

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type made optional, unless it already is.
    var optional: SwiftType {
        isOptional ? self : .optional(self)
    }

    var rendered: String {
        switch self {
        case .named(let name): name
        case .array(let element): "[" + element.rendered + "]"
        case .generic(let name, let argument): name + "<" + argument.rendered + ">"
        case .optional(let wrapped): wrapped.rendered + "?"
        }
    }
}
