/// A value an operation's variable or an input object's field holds, as the JSON
/// the request carries.
public protocol VariableRepresentable {
    var variable: Variable { get }
}

extension String: VariableRepresentable {
    public var variable: Variable { .string(self) }
}

extension Int: VariableRepresentable {
    public var variable: Variable { .int(self) }
}

extension Double: VariableRepresentable {
    public var variable: Variable { .double(self) }
}

extension Bool: VariableRepresentable {
    public var variable: Variable { .bool(self) }
}

// The generic extensions map with closures, not key paths: a key path in a generic
// context is instantiated at every call, its types looked up by mangled name (a
// repository screen's variables spent a third of a one-field commit on it).

extension Array: VariableRepresentable where Element: VariableRepresentable {
    public var variable: Variable { .list(map { $0.variable }) }
}

/// A nullable element of a list variable: nil is sent as null.
extension Optional: VariableRepresentable where Wrapped: VariableRepresentable {
    public var variable: Variable { map { $0.variable } ?? .null }
}

extension Variables {
    /// Sets `name` when `value` is set; an unset variable or input field is absent
    /// from the request, never null.
    @_spi(Generated)
    public mutating func set(_ name: String, _ value: (some VariableRepresentable)?) {
        if let value { self[name] = value.variable }
    }
}
