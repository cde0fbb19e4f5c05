import Foundation

/// JSON scalars compared as JSON has them. Foundation reads `true` and `1` as
/// NSNumbers that are equal, so a boolean and a number are told apart by class
/// before their values are compared.
enum JSONScalar {
    private static let booleanClass: AnyClass = type(of: NSNumber(value: true))

    static func same(_ first: Any, _ second: Any) -> Bool {
        guard let first = first as? NSObject, let second = second as? NSObject else { return false }
        return isBoolean(first) == isBoolean(second) && first.isEqual(second)
    }

    /// The value as JSON writes it: a boolean as `true` or `false`, never `1` or `0`.
    static func text(_ value: Any) -> String {
        guard let number = value as? NSNumber, isBoolean(number) else { return "\(value)" }
        return number.boolValue ? "true" : "false"
    }

    private static func isBoolean(_ value: NSObject) -> Bool {
        type(of: value) == booleanClass
    }
}
