import Synchronization

/// What an `as<Type>` accessor or a conditional spread tests a record's type
/// against: one concrete type, or the possible types of an interface or union.
@_spi(Generated)
public protocol TypeCondition: Sendable {
    func includes(_ type: TypeID) -> Bool
}

@_spi(Generated)
extension TypeID: TypeCondition {
    public func includes(_ type: TypeID) -> Bool { self == type }
}

/// The concrete types of an interface or union the build compiled, as a table
/// by type number, so a membership test is an array load.
@_spi(Generated)
public final class PossibleTypes: TypeCondition {
    public let names: [String]
    private let members: [Bool]

    public init(_ names: [String]) {
        self.names = names
        let numbers = names.map { Int(TypeID($0).number) }
        var members = [Bool](repeating: false, count: (numbers.max() ?? -1) + 1)
        for number in numbers { members[number] = true }
        self.members = members
    }

    public func includes(_ type: TypeID) -> Bool {
        let number = Int(type.number)
        return number < members.count && members[number]
    }
}
