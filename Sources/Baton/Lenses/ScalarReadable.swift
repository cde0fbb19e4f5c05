import BatonSupport

/// A Swift type an accessor reads a scalar field as: how it reads from a slot
/// (telling the lens's owner of a slot the store never received), from an element
/// of a list, and what a non-null field the store lacks reads as.
public protocol ScalarReadable {
    @_spi(Generated) @MainActor static func read(_ record: Record, _ slot: Slot, owner: Owner?) -> Self?
    init?(element: ScalarElement)
    static var absent: Self { get }
}

extension String: ScalarReadable {
    @_spi(Generated) @MainActor public static func read(_ record: Record, _ slot: Slot, owner: Owner?) -> String? {
        record.readString(slot, owner: owner)
    }

    public init?(element: ScalarElement) {
        switch element {
        case let .string(text): self = text
        case let .int(number): self = String(number)
        case let .double(number): self = JSONText.double(number)
        case let .bool(flag): self = flag ? "true" : "false"
        case .null, .list: return nil
        }
    }

    public static var absent: String { "" }
}

extension Int: ScalarReadable {
    @_spi(Generated) @MainActor public static func read(_ record: Record, _ slot: Slot, owner: Owner?) -> Int? {
        record.readInt(slot, owner: owner)
    }

    public init?(element: ScalarElement) {
        switch element {
        case let .int(number): self = number
        case let .double(number) where number.rounded(.towardZero) == number && abs(number) < 0x1p63: self = Int(number)
        default: return nil
        }
    }

    public static var absent: Int { 0 }
}

extension Double: ScalarReadable {
    @_spi(Generated) @MainActor public static func read(_ record: Record, _ slot: Slot, owner: Owner?) -> Double? {
        record.readDouble(slot, owner: owner)
    }

    public init?(element: ScalarElement) {
        switch element {
        case let .double(number): self = number
        case let .int(number): self = Double(number)
        default: return nil
        }
    }

    public static var absent: Double { 0 }
}

extension Bool: ScalarReadable {
    @_spi(Generated) @MainActor public static func read(_ record: Record, _ slot: Slot, owner: Owner?) -> Bool? {
        record.readBool(slot, owner: owner)
    }

    public init?(element: ScalarElement) {
        guard case let .bool(flag) = element else { return nil }
        self = flag
    }

    public static var absent: Bool { false }
}
