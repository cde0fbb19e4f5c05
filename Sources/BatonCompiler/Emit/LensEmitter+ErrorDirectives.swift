import BatonSupport

/// Relay's error directives in a lens's Swift: the accessor a `@required`,
/// `@catch` or semantic non-null field reads through, the spread of a fragment
/// that bubbles or throws, and the members the runtime asks of a lens that
/// bubbles (`unmetRequirement`) or lists its errors (`collectFieldErrors`).
extension LensEmitter {
    /// A field's accessor: its type, its read, and what its getter throws.
    func directedAccessor(
        _ field: LensFieldIR, in lens: LensIR, at responsePath: [String], childName: String?, catalog: inout SharedCatalog
    ) throws(Diagnostic) -> (type: SwiftType, read: String, thrown: String?) {
        let handling = field.errorHandling
        let nonNull = TypeReference.nonNull(field.type.nullable)
        if case .typename = field.shape { return (.named("String"), "anchor.typeName", nil) }
        let fieldPath = SwiftNames.literal((responsePath + [field.responseKey]).joined(separator: "."))
        let slot = catalog.slot(on: lens.typeName, key: field.storageKey)
        if let action = handling.required {
            if action.bubbles {
                // The lens is absent when the field is null, so no null reaches the accessor.
                let plain = try accessor(field, on: lens.typeName, type: nonNull, childName: childName, catalog: &catalog)
                return (plain.type, plain.read, nil)
            }
            let read = try typedOptionalRead(field, on: lens.typeName, childName: childName, catalog: &catalog)
            return (read.wrapped, "try anchor.required(\(slot), path: \(fieldPath)) { \(read.text) }", "RequiredFieldError")
        }
        // Under `@throwOnFieldError` or `@catch` a semantic non-null field is null
        // only beside an error, which throws or fails the result first.
        let semantic = handling.isSemanticNonNull && (lens.reportsErrors || handling.caught != nil)
        guard let target = handling.caught else {
            let plain = try accessor(field, on: lens.typeName, type: semantic ? nonNull : field.type, childName: childName, catalog: &catalog)
            return (plain.type, plain.read, nil)
        }
        let value = try accessor(
            field, on: lens.typeName, type: semantic || field.type.isNonNull ? nonNull : field.type.nullable,
            childName: childName, catalog: &catalog)
        let result: String
        switch (field.shape, ListDepth.of(field.type)) {
        case (.link, let depth):
            // A link's result fails for the errors below it too.
            let reader = depth == 0 ? "catchingLink" : "catchingLinks"
            result = "anchor.\(reader)(\(slot)) { \(value.read) as \(value.type.rendered) }"
        case (.scalar(let named), 0) where catalog.mappedType(named) != nil:
            // A text that does not convert fails the result rather than reading nil or a made-up value.
            let optional = try typedOptionalRead(field, on: lens.typeName, childName: childName, catalog: &catalog)
            let reader = value.type.isOptional ? "catchingOptionalConversion" : "catchingConversion"
            result = "anchor.\(reader)(\(slot), path: \(fieldPath)) { \(optional.text) }"
        default:
            result = "anchor.catching(\(slot)) { \(value.read) as \(value.type.rendered) }"
        }
        switch target {
        case .result: return (.named("Result<\(value.type.rendered), FieldErrors>"), result, nil)
        case .null: return (value.type.optional, "try? \(result).get()", nil)
        }
    }

    /// The field read as optional, typed, for a closure or an argument that does
    /// not say the type: `anchor.optional(slot) as String?`.
    private func typedOptionalRead(
        _ field: LensFieldIR, on typeName: String, childName: String?, catalog: inout SharedCatalog
    ) throws(Diagnostic) -> (text: String, wrapped: SwiftType) {
        let read = try accessor(field, on: typeName, type: field.type.nullable, childName: childName, catalog: &catalog)
        let wrapped = if case .optional(let inner) = read.type { inner } else { read.type }
        return ("\(read.read) as \(read.type.optional.rendered)", wrapped)
    }

    /// A spread's read: nil when the fragment's `@required` null bubbles, and
    /// checked for the fragment's uncaught errors under `@throwOnFieldError`.
    /// `scope`: the lens's constant that holds the spread's `FragmentScope`, for a
    /// fragment that declares arguments.
    func spreadRead(_ spread: LensSpreadIR, type: SwiftType, scope: String?, catalog: inout SharedCatalog) -> String {
        let fragment = SwiftType.named(spread.fragment)
        var arguments: [String] = []
        if spread.isConditional { arguments.append("if: \(catalog.condition(spread.typeCondition))") }
        // A deferred spread is present once a field of its own holds a value.
        if !spread.deferredKeys.isEmpty {
            let slots = spread.deferredKeys.map { catalog.slot(on: spread.typeCondition, key: $0) }
            arguments.append("marking: [\(slots.joined(separator: ", "))]")
        }
        if let scope { arguments.append("in: Self.\(scope)") }
        let reader = spread.deferredKeys.isEmpty ? "spread" : "deferredSpread"
        var read = "anchor.\(reader)(\(arguments.joined(separator: ", ")))"
        if spread.fragmentBubbles {
            read = "anchor.satisfied(\(read) as \((spread.isConditional || !spread.deferredKeys.isEmpty ? fragment.optional : fragment).rendered))"
        }
        if spread.fragmentThrowsOnFieldError {
            read = "anchor.checked(\(read) as \(type.rendered))"
        }
        return read
    }

    /// An aliased inline fragment under `@catch`: its lens as a result failing for
    /// the errors inside it, or nil for one.
    func caughtFragment(
        _ caught: FieldErrorHandlingIR.CatchTarget?, read: String, type: SwiftType
    ) -> (type: SwiftType, read: String) {
        guard let caught else { return (type, read) }
        let reader = type.isOptional ? "catchingOptionalFragment" : "catchingFragment"
        let result = "anchor.\(reader)((\(read)) as \(type.rendered))"
        switch caught {
        case .result: return (.named("Result<\(type.rendered), FieldErrors>"), result)
        case .null: return (type.optional, "try? \(result).get()")
        }
    }

    /// The members that say what the lens's error directives see: whether it
    /// bubbles and the path of its first null `@required` field, and its uncaught
    /// field errors for a `@throwOnFieldError` or a `@catch` above it.
    func errorMembers(
        of lens: LensIR, at responsePath: [String], names: MemberNames, linkNames: [String: String],
        conditionNames: [String], into code: inout SwiftCode, catalog: inout SharedCatalog
    ) throws(Diagnostic) {
        if responsePath.isEmpty && lens.throwsOnFieldError {
            code.line()
            code.line("@_spi(Generated) public nonisolated static var throwsOnFieldError: Bool { true }")
        }
        if lens.bubbles {
            code.line()
            code.line("@_spi(Generated) public nonisolated static var bubbles: Bool { true }")
            var checks: [String] = []
            for field in lens.fields {
                // A field `@include`/`@skip` leave out is not null: it does not bubble (Relay's rule).
                guard let action = field.errorHandling.required, action.bubbles, field.selected != [] else { continue }
                let path = SwiftNames.literal((responsePath + [field.responseKey]).joined(separator: "."))
                let selects = field.selected.map { "Baton.Guard.selects(\(PlanEmitter.guardsLiteral($0)), anchor.owner.variables), " } ?? ""
                if case .link(let child) = field.shape, child.bubbles, ListDepth.of(field.type) == 0,
                   let childName = linkNames[field.responseKey] {
                    // The lens itself, not nil for its own null, so the path names the null that bubbled.
                    let slot = catalog.slot(on: lens.typeName, key: field.storageKey)
                    checks.append("if \(selects)let path = anchor.unmetLink(\(path), logs: \(action == .log), "
                        + "anchor.optionalLink(\(slot)) as \(childName)?) { return path }")
                    continue
                }
                let read = try typedOptionalRead(field, on: lens.typeName, childName: linkNames[field.responseKey], catalog: &catalog)
                checks.append("if \(selects)let path = anchor.unmet(\(path), logs: \(action == .log), \(read.text)) { return path }")
            }
            // An inline fragment is no boundary: a null inside one the record matches bubbles past it.
            for (condition, structName) in zip(lens.conditions, conditionNames) where condition.lens.bubbles {
                checks.append("if let path = (anchor.narrowed(to: \(catalog.condition(condition.typeName))) as \(structName)?)?"
                    + ".unmetRequirement { return path }")
            }
            code.block("@_spi(Generated) public var unmetRequirement: String?") { code in
                for check in checks { code.line(check) }
                code.line("return nil")
            }
        }
        guard lens.reportsErrors else { return }
        var lines: [String] = []
        for field in lens.fields where field.errorHandling.caught == nil {
            if case .typename = field.shape { continue }
            let slot = catalog.slot(on: lens.typeName, key: field.storageKey)
            let path = SwiftNames.literal((responsePath + [field.responseKey]).joined(separator: "."))
            let throwing = field.errorHandling.required == .throw
            if case .link = field.shape {
                let read = try typedOptionalRead(field, on: lens.typeName, childName: linkNames[field.responseKey], catalog: &catalog)
                lines.append("anchor.collectLinkErrors(\(slot), \(read.text)\(throwing ? ", required: \(path)" : ""), into: &errors)")
            } else if throwing {
                let read = try typedOptionalRead(field, on: lens.typeName, childName: nil, catalog: &catalog)
                lines.append("anchor.collectRequiredError(\(slot), \(read.text), path: \(path), into: &errors)")
            } else if case .scalar(let named) = field.shape, ListDepth.of(field.type) == 0, catalog.mappedType(named) != nil {
                // A text that does not convert is an error of the read, as a field error is.
                let read = try typedOptionalRead(field, on: lens.typeName, childName: nil, catalog: &catalog)
                lines.append("anchor.collectConversionError(\(slot), \(read.text), path: \(path), into: &errors)")
            } else {
                lines.append("anchor.collectError(\(slot), into: &errors)")
            }
        }
        // Below a `@catch`, what a `@throwOnFieldError` spread throws is caught there too.
        for (position, spread) in lens.spreads.enumerated() where lens.isCaught && spread.fragmentThrowsOnFieldError {
            lines.append("anchor.collectThrown({ try self.\(SwiftNames.escaped(names.spreads[position])) }, into: &errors)")
        }
        for (position, aliased) in lens.aliasedFragments.enumerated() where aliased.selected != .never && aliased.caught == nil {
            let optional = aliased.isConditional || aliased.selected != .always || aliased.lens.bubbles
            lines.append("self.\(SwiftNames.escaped(names.aliased[position]))\(optional ? "?" : "").collectFieldErrors(into: &errors)")
        }
        for position in lens.conditions.indices {
            lines.append("self.\(SwiftNames.escaped(names.conditions[position]))?.collectFieldErrors(into: &errors)")
        }
        code.line()
        // Members are reached through `self`: one may be named `errors`, as the parameter is.
        code.block("@_spi(Generated) public func collectFieldErrors(into errors: inout [FieldError])") { code in
            for line in lines { code.line(line) }
        }
    }
}
