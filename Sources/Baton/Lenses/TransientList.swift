/// What never reaches the image, as baton.json's transient block names it: the
/// records of the types listed and the root fields' cells. The shared file
/// declares it once per target as `Types.transient`.
@_spi(Generated)
public struct TransientList: Sendable, Hashable {
    public let types: [String]
    /// `Type.field` names of root fields.
    public let rootFields: [String]

    public init(types: [String], rootFields: [String]) {
        self.types = types
        self.rootFields = rootFields
    }

    public func includes(type name: String) -> Bool { types.contains(name) }
}
