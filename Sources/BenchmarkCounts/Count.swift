/// One deterministic count: a name and a value, written `name value` on a line.
public struct Count: Equatable, Sendable, CustomStringConvertible {
    public let name: String
    public let value: Int

    public init(_ name: String, _ value: Int) {
        self.name = name
        self.value = value
    }

    public var description: String { "\(name) \(value)" }

    /// Whether the value is a memory figure, measured from the process rather than
    /// counted: it moves with the build and with what the process did before.
    public var isMeasured: Bool { name.hasPrefix("memory.") }
}
