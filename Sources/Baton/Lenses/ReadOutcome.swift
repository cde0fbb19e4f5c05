/// How a read that throws and a `@catch` read render as JSON. Plainly (`jsonValue`),
/// a read that throws is absent, its key left out, as a view that `try?`s it
/// shows nothing; a result is its value, or null when it failed. In the
/// response's shape (`responseShapedValue`, what the conformance rows read) each
/// is marked, so a row can say what the read threw or what its result holds:
///
/// - a throw: `{"__throws": "requiredField"}` or `{"__throws": "fieldErrors"}`;
/// - a result: `{"__result": {"ok": true, "value": …}}`, or
///   `{"__result": {"ok": false, "errors": ["character.image", …]}}`, each error by its path;
/// - the operation's own outcome, when its verdict fails: a `__throws` member of
///   the root's object beside the data (`requiredField` or `fieldErrors`).
public enum ReadOutcome {
    public static let throwsKey = "__throws"
    public static let resultKey = "__result"

    /// The name a row gives what a read threw.
    public static func name(of error: any Error) -> String {
        switch error {
        case is RequiredFieldError: "requiredField"
        case is FieldErrors: "fieldErrors"
        default: String(describing: type(of: error))
        }
    }
}

extension Result: JSONRepresentable where Success: JSONRepresentable, Failure == FieldErrors {
    @MainActor public var jsonValue: Variable {
        switch (self, LensRendering.marksOutcomes) {
        case let (.success(value), false): value.jsonValue
        case (.failure, false): .null
        case let (.success(value), true):
            .object([ReadOutcome.resultKey: .object(["ok": .bool(true), "value": value.jsonValue])])
        case let (.failure(errors), true):
            .object([ReadOutcome.resultKey: .object([
                "ok": .bool(false), "errors": .list(errors.errors.map { .string($0.path) }),
            ])])
        }
    }
}

extension Dictionary where Key == String, Value == Variable {
    /// Adds a read that may throw: absent when it throws, or marked in the response's shape.
    @_spi(Generated)
    @MainActor public mutating func add(_ key: String, reading read: () throws -> some JSONRepresentable) {
        do {
            add(key, try read())
        } catch {
            if LensRendering.marksOutcomes { self[key] = .object([ReadOutcome.throwsKey: .string(ReadOutcome.name(of: error))]) }
        }
    }
}

extension Dictionary where Key == String, Value == Variable {
    /// Adds a caught aliased fragment: its lens as `addAliased` adds one (nothing
    /// for a failure), and in the response's shape its result marked under its name.
    @_spi(Generated)
    @MainActor public mutating func addAliased<Fragment: Lens>(_ key: String, caught result: Result<Fragment, FieldErrors>) {
        addAliased(key, try? result.get())
        if LensRendering.marksOutcomes { self[key] = result.jsonValue }
    }

    @_spi(Generated)
    @MainActor public mutating func addAliased<Fragment: Lens>(_ key: String, caught result: Result<Fragment?, FieldErrors>) {
        addAliased(key, (try? result.get()) ?? nil)
        if LensRendering.marksOutcomes { self[key] = result.jsonValue }
    }
}
