/// Where a record keeps one field's value: a storage key numbered for a type.
///
/// A non-negative `index` is the process's number for a storage key the build
/// names (dense per type, so a record's values are an array). A negative one is a
/// key a store rendered from variables and numbered itself: `-1 - n` for its
/// `n`th rendered key, kept by each record in a short sorted list.
public struct Slot: Hashable, Sendable, CustomStringConvertible {
    public let type: TypeID
    public let index: Int32

    init(type: TypeID, index: Int32) {
        self.type = type
        self.index = index
    }

    /// The build's slot for `storageKey` on `type`, numbered on first use.
    /// Generated code holds these in `static let`s.
    public init(_ type: TypeID, _ storageKey: String) {
        self = Registry.shared.slot(type, storageKey)
    }

    /// Whether the build named this slot's key (rather than a store rendering it).
    public var isBuilt: Bool { index >= 0 }

    public var description: String { "\(type).\(index)" }

    /// The store's number `n` as a slot index, and back.
    static func renderedIndex(_ number: Int32) -> Int32 { -1 - number }
    static func renderedNumber(_ index: Int32) -> Int32 { -1 - index }
}
