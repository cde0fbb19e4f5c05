/// The six kinds of named type.
public enum TypeKind: String, Sendable {
    case scalar = "SCALAR"
    case object = "OBJECT"
    case interface = "INTERFACE"
    case union = "UNION"
    case enumeration = "ENUM"
    case inputObject = "INPUT_OBJECT"

    /// What a message calls it: "object type", "input type", ...
    public var phrase: String {
        switch self {
        case .scalar: "scalar"
        case .object: "object type"
        case .interface: "interface"
        case .union: "union"
        case .enumeration: "enum"
        case .inputObject: "input object type"
        }
    }

    /// The kind as graphql-js's messages qualify a type: "Cannot extend non-object
    /// type".
    public var adjective: String {
        switch self {
        case .scalar: "scalar"
        case .object: "object"
        case .interface: "interface"
        case .union: "union"
        case .enumeration: "enum"
        case .inputObject: "input object"
        }
    }

    /// Object, interface and union: types with selections.
    public var isComposite: Bool {
        self == .object || self == .interface || self == .union
    }

    public var isAbstract: Bool {
        self == .interface || self == .union
    }

    /// Scalar, enum and input object: types a variable or argument may have.
    public var isInput: Bool {
        self == .scalar || self == .enumeration || self == .inputObject
    }

    /// Scalar and enum: the types a selection ends at.
    public var isLeaf: Bool {
        self == .scalar || self == .enumeration
    }
}
