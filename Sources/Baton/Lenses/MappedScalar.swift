import Foundation

/// A host type a custom scalar is mapped to under `customScalarTypes`: converted
/// from the text the server wrote at each read, and sent as its text. A text that
/// does not convert reads as absent and is reported as an unexpected value.
public protocol MappedScalar: Hashable, Sendable, ScalarReadable, JSONRepresentable, VariableRepresentable {
    init?(scalarText: String)
    var scalarText: String { get }
}

extension MappedScalar {
    @_spi(Generated) @MainActor public static func read(_ record: Record, _ slot: Slot, owner: Owner?) -> Self? {
        guard let text = record.readString(slot, owner: owner) else { return nil }
        if let value = Self(scalarText: text) { return value }
        record.reportUnexpected(slot)
        return nil
    }

    @_spi(Generated) public init?(element: ScalarElement) {
        guard case let .string(text) = element else { return nil }
        self.init(scalarText: text)
    }

    public var jsonValue: Variable { .string(scalarText) }

    public var variable: Variable { .string(scalarText) }
}

extension URL: MappedScalar {
    public init?(scalarText: String) { self.init(string: scalarText) }
    public var scalarText: String { absoluteString }
    @_spi(Generated) public static var absent: URL { URL(fileURLWithPath: "/") }
}
