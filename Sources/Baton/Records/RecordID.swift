/// A record's number in the store that holds it (or, inside a change set, in the
/// change set): a link stores this, so following one is an array load.
public struct RecordID: Hashable, Sendable, CustomStringConvertible {
    public let index: Int32

    init(index: Int32) {
        self.index = index
    }

    init(_ index: Int) {
        self.index = Int32(index)
    }

    public var description: String { "#\(index)" }
}
