/// The typed, read-only view a fragment or an operation root compiles to: one
/// accessor per field, read synchronously from the store on the main actor.
/// Equal by its anchor, so a row holding one compares in one line.
public protocol Lens: Equatable, Sendable, JSONRepresentable {
    @_spi(Generated) init(anchor: Anchor)
    @_spi(Generated) var anchor: Anchor { get }
    /// Adds the fields this lens reads, under their response keys, to `object`;
    /// spreads and matching type conditions merge into the same object.
    @_spi(Generated) @MainActor func writeFields(to object: inout [String: Variable])
    /// Whether a null `@required(action: NONE|LOG)` field makes the lens absent.
    @_spi(Generated) static var bubbles: Bool { get }
    /// The path of the first such field that is null; nil when the lens is whole.
    @_spi(Generated) @MainActor var unmetRequirement: String? { get }
    /// Under `@throwOnFieldError`: an operation's data whose uncaught errors fail it.
    @_spi(Generated) static var throwsOnFieldError: Bool { get }
    /// Adds the uncaught field errors of the lens's selection, nested lenses' too
    /// and spreads' not (a fragment weighs its own), for a `@catch` or a
    /// `@throwOnFieldError` above it.
    @_spi(Generated) @MainActor func collectFieldErrors(into errors: inout [FieldError])
}

extension Lens {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.anchor == rhs.anchor
    }

    /// The key of the record the lens reads; empty for a lens over no record.
    @MainActor public var recordID: RecordKey {
        anchor.record?.key ?? RecordKey("")
    }

    /// The data as this lens reads it, through its own accessors, as JSON: response
    /// keys as names, spreads merged. For tests, the inspector and debugging.
    @MainActor public var jsonValue: Variable {
        var object: [String: Variable] = [:]
        writeFields(to: &object)
        return .object(object)
    }
}
