/// A Swift enum generated for a schema enum: a case per value the build knows and
/// `unknown(String)` for one it does not, so a value the schema gained after the
/// build reads as itself. Stored as its name; a null on a non-null field reads as
/// `unknown("")`.
public protocol SchemaEnum: Hashable, Sendable, ScalarReadable, JSONRepresentable, VariableRepresentable {
    init(name: String)
    var name: String { get }
}

extension SchemaEnum {
    @_spi(Generated) @MainActor public static func read(_ record: Record, _ slot: Slot, owner: Owner?) -> Self? {
        record.readString(slot, owner: owner).map(Self.init(name:))
    }

    @_spi(Generated) public init?(element: ScalarElement) {
        guard case let .string(text) = element else { return nil }
        self.init(name: text)
    }

    @_spi(Generated) public static var absent: Self { Self(name: "") }

    public var jsonValue: Variable { .string(name) }

    public var variable: Variable { .string(name) }
}
