/// A Swift type an accessor reads a scalar field as: how it reads from a slot,
/// from an element of a list, and what a non-null field the store lacks reads as.
public protocol ScalarReadable {
    @MainActor static func read(_ record: Record, _ slot: Slot) -> Self?
    init?(element: ScalarElement)
    static var absent: Self { get }
}

extension String: ScalarReadable {
    @MainActor public static func read(_ record: Record, _ slot: Slot) -> String? { record.readString(slot) }

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
    @MainActor public static func read(_ record: Record, _ slot: Slot) -> Int? { record.readInt(slot) }

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
    @MainActor public static func read(_ record: Record, _ slot: Slot) -> Double? { record.readDouble(slot) }

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
    @MainActor public static func read(_ record: Record, _ slot: Slot) -> Bool? { record.readBool(slot) }

    public init?(element: ScalarElement) {
        guard case let .bool(flag) = element else { return nil }
        self = flag
    }

    public static var absent: Bool { false }
}
