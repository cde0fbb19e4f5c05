/// The readers behind Relay's error directives, by Relay's rules in Swift's
/// terms. Each reads through the plain readers, so what it registers and what
/// it reports is theirs; the field error it adds is read from the slot beside
/// the value, registering on the same channel.
@_spi(Generated)
@MainActor
extension Anchor {
    // MARK: @required

    /// A `@required(action: THROW)` field: its value, or the error that says it is
    /// null (with the server's reason when the slot holds one, or the conversion's
    /// when a mapped scalar's text does not convert).
    public func required<Value>(
        _ reference: some SlotReference, path: String, _ read: () -> Value?
    ) throws(RequiredFieldError) -> Value {
        if let value = read() { return value }
        throw RequiredFieldError(path: path, fieldError: error(at: reference) ?? conversionError(reference, path: path, Value.self))
    }

    /// A bubbling `@required` field's check: its path when null (a lens that is
    /// itself absent included), logged when the action is LOG.
    public func unmet<Value>(_ path: String, logs: Bool, _ value: Value?) -> String? {
        guard value == nil else { return nil }
        if logs, let store = record?.store { store.log?(.requiredFieldNull(path: path)) }
        return path
    }

    /// A bubbling `@required` link's check: the path of the null that bubbled to it,
    /// the deepest (its lens's own first null) when the lens is there but absent.
    public func unmetLink<Target: Lens>(_ path: String, logs: Bool, _ lens: Target?) -> String? {
        guard let lens else { return unmet(path, logs: logs, lens) }
        guard Target.bubbles, let inner = lens.unmetRequirement else { return nil }
        _ = unmet(path, logs: logs, nil as Target?)
        return inner
    }

    /// A linked lens, nil when a `@required` null inside it bubbles.
    public func satisfiedLink<Target: Lens>(_ reference: some SlotReference) -> Target? {
        satisfied(optionalLink(reference) as Target?)
    }

    /// The lens, or nil when one of its bubbling `@required` fields is null.
    public func satisfied<Target: Lens>(_ lens: Target?) -> Target? {
        guard let lens, Target.bubbles else { return lens }
        return lens.unmetRequirement == nil ? lens : nil
    }

    // MARK: @throwOnFieldError

    /// A `@throwOnFieldError` fragment's lens, or its uncaught errors thrown.
    public func checked<Target: Lens>(_ lens: Target) throws(FieldErrors) -> Target {
        let errors = lens.uncaughtFieldErrors
        guard errors.isEmpty else { throw FieldErrors(errors) }
        return lens
    }

    public func checked<Target: Lens>(_ lens: Target?) throws(FieldErrors) -> Target? {
        guard let lens else { return nil }
        let errors = lens.uncaughtFieldErrors
        guard errors.isEmpty else { throw FieldErrors(errors) }
        return lens
    }

    // MARK: @catch

    /// A caught scalar or list of scalars: its value, or the slot's error.
    public func catching<Value>(_ reference: some SlotReference, _ read: () -> Value) -> Result<Value, FieldErrors> {
        if let error = error(at: reference) { return .failure(FieldErrors([error])) }
        return .success(read())
    }

    /// A caught non-null mapped scalar: a text that does not convert fails the result.
    public func catchingConversion<Value>(
        _ reference: some SlotReference, path: String, _ read: () -> Value?
    ) -> Result<Value, FieldErrors> {
        if let error = error(at: reference) { return .failure(FieldErrors([error])) }
        guard let value = read() else {
            return .failure(FieldErrors([conversionError(reference, path: path, Value.self)
                ?? FieldError(message: "the value is null", path: path)]))
        }
        return .success(value)
    }

    /// A caught nullable mapped scalar: nil for a null, and a failure for a text
    /// that does not convert.
    public func catchingOptionalConversion<Value>(
        _ reference: some SlotReference, path: String, _ read: () -> Value?
    ) -> Result<Value?, FieldErrors> {
        if let error = error(at: reference) { return .failure(FieldErrors([error])) }
        let value = read()
        if value == nil, let failure = conversionError(reference, path: path, Value.self) { return .failure(FieldErrors([failure])) }
        return .success(value)
    }

    /// A caught link: the lens, or the link's error and every uncaught one below it.
    public func catchingLink<Target: Lens>(_ reference: some SlotReference, _ read: () -> Target?) -> Result<Target?, FieldErrors> {
        let lens = read()
        var errors: [FieldError] = []
        collectLinkErrors(reference, lens, into: &errors)
        return errors.isEmpty ? .success(lens) : .failure(FieldErrors(errors))
    }

    public func catchingLink<Target: Lens>(_ reference: some SlotReference, _ read: () -> Target) -> Result<Target, FieldErrors> {
        catchingLink(reference) { read() as Target? }.map { $0 ?? read() }
    }

    /// A caught plural link: its lenses, or the list's errors and its elements'.
    public func catchingLinks<Element: Lens>(
        _ reference: some SlotReference, _ read: () -> List<Element>?
    ) -> Result<List<Element>?, FieldErrors> {
        let list = read()
        var errors: [FieldError] = []
        collectLinkErrors(reference, list, into: &errors)
        return errors.isEmpty ? .success(list) : .failure(FieldErrors(errors))
    }

    public func catchingLinks<Element: Lens>(
        _ reference: some SlotReference, _ read: () -> List<Element>
    ) -> Result<List<Element>, FieldErrors> {
        catchingLinks(reference) { read() as List<Element>? }.map { $0 ?? .empty }
    }

    /// A caught aliased inline fragment: its lens, or the uncaught errors inside it.
    public func catchingFragment<Target: Lens>(_ lens: Target) -> Result<Target, FieldErrors> {
        let errors = lens.uncaughtFieldErrors
        return errors.isEmpty ? .success(lens) : .failure(FieldErrors(errors))
    }

    public func catchingOptionalFragment<Target: Lens>(_ lens: Target?) -> Result<Target?, FieldErrors> {
        guard let lens else { return .success(nil) }
        let errors = lens.uncaughtFieldErrors
        return errors.isEmpty ? .success(lens) : .failure(FieldErrors(errors))
    }

    // MARK: Errors listed for a @catch or a @throwOnFieldError above

    /// What a `@throwOnFieldError` spread throws, for a `@catch` around it.
    public func collectThrown(_ read: () throws -> some Any, into errors: inout [FieldError]) {
        do {
            _ = try read()
        } catch let thrown as FieldErrors {
            errors += thrown.errors
        } catch {
            errors.append(FieldError(message: "\(error)", path: ""))
        }
    }

    /// The slot's error, when it holds one.
    public func collectError(_ reference: some SlotReference, into errors: inout [FieldError]) {
        if let error = error(at: reference) { errors.append(error) }
    }

    /// A mapped scalar's error: the slot's, or its text's that does not convert.
    public func collectConversionError<Value>(
        _ reference: some SlotReference, _ value: Value?, path: String, into errors: inout [FieldError]
    ) {
        if let error = error(at: reference) {
            errors.append(error)
        } else if value == nil, let failure = conversionError(reference, path: path, Value.self) {
            errors.append(failure)
        }
    }

    /// A `@required(action: THROW)` scalar's error: the slot's, or a required
    /// error when the value is null.
    public func collectRequiredError<Value>(
        _ reference: some SlotReference, _ value: Value?, path: String, into errors: inout [FieldError]
    ) {
        if let error = error(at: reference) {
            errors.append(error)
        } else if value == nil {
            errors.append(RequiredFieldError(path: path).asFieldError)
        }
    }

    /// A link's error and the uncaught errors of the lens it reads; when the link
    /// is `@required(action: THROW)`, a required error for a null.
    public func collectLinkErrors<Target: Lens>(
        _ reference: some SlotReference, _ lens: Target?, required path: String? = nil, into errors: inout [FieldError]
    ) {
        if let error = error(at: reference) {
            errors.append(error)
        } else if lens == nil, let path {
            errors.append(RequiredFieldError(path: path).asFieldError)
        }
        lens?.collectFieldErrors(into: &errors)
    }

    /// A plural link's error and each element's uncaught errors.
    public func collectLinkErrors<Element: Lens>(
        _ reference: some SlotReference, _ list: List<Element>?, required path: String? = nil, into errors: inout [FieldError]
    ) {
        if let error = error(at: reference) {
            errors.append(error)
        } else if list == nil, let path {
            errors.append(RequiredFieldError(path: path).asFieldError)
        }
        for element in list ?? .empty { element.collectFieldErrors(into: &errors) }
    }

    /// The error of a mapped scalar that read nil though the slot holds a text.
    private func conversionError<Value>(_ reference: some SlotReference, path: String, _: Value.Type) -> FieldError? {
        guard let record, let slot = reference.slot(on: record, owner: owner), record.readString(slot) != nil else { return nil }
        return FieldError(message: "the value does not convert to \(Value.self)", path: path)
    }

    /// The field error stored beside the slot a reference names, registering the read.
    private func error(at reference: some SlotReference) -> FieldError? {
        guard let record, let slot = reference.slot(on: record, owner: owner) else { return nil }
        return record.readError(slot)
    }
}
