/// The box of an input object's field whose type contains the input itself, since
/// a value type cannot hold itself. Read and written as any other field.
@propertyWrapper
public struct Indirect<Value: Hashable & Sendable>: Hashable, Sendable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    public var wrappedValue: Value {
        get { box.value }
        set { box = Box(newValue) }
    }

    public static func == (lhs: Indirect, rhs: Indirect) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}
