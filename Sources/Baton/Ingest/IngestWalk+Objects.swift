/// Reading an object against a selection: its variant, its key, its fields.
extension IngestWalk {
    /// Reads the object at the cursor (at its `{`) and returns its record.
    mutating func readObject(_ selection: Int, at place: Place, depth: Int) throws(IngestError) -> Int32 {
        let objectStart = scanner.pos
        guard depth <= Ingest.maximumSelectionDepth, jsonDepth < JSONScanner.maximumDepth else {
            throw IngestError(.nestingTooDeep, at: objectStart)
        }
        scanner.pos += 1
        jsonDepth += 1
        let prepared = plan.prepared[selection]
        let layout = prepared.isAbstract
            ? try abstractLayout(selection, prepared, objectStart: objectStart)
            : prepared.layouts[0]
        let variant = layout.fields
        let fields = variant.fields
        let keyPositions = variant.keyPositions
        let keyBase = keyValues.count
        keyValues.append(contentsOf: repeatElement(nil, count: keyPositions.count))
        let pendingBase = pending.count
        let seenBase = seen.count
        if complete {
            seen.append(contentsOf: repeatElement(false, count: fields.count))
            // A deselected field is not expected.
            if !deselected.isEmpty {
                for position in fields.indices where deselected.contains(
                    FieldPosition(selection: selection, variant: layout.variant, position: position)) {
                    seen[seenBase + position] = true
                }
            }
        }

        var record = place.fixedRecord
        if record < 0, keyPositions.isEmpty {
            record = settle(layout, prepared.isAbstract, keyBase: keyBase, keyCount: 0, place: place)
        }

        var expected = 0
        var first = true
        while let key = try scanner.nextMember(first: &first) {
            guard let position = match(key, fields, expected: &expected),
                  deselected.isEmpty
                  || !deselected.contains(FieldPosition(selection: selection, variant: layout.variant, position: position))
            else {
                try scanner.skipValue(depth: jsonDepth)
                continue
            }
            if complete { seen[seenBase + position] = true }
            let slot = self.slot(layout, position, selection: selection)
            switch fields[position].kind {
            case let .scalar(type):
                let value = try readScalar(type, fields, position)
                if let k = keyPositions.firstIndex(of: position) {
                    keyValues[keyBase + k] = keyText(value)
                }
                pending.append((slot, value))
            case let .scalarList(type, listDepth):
                let value = try readScalarList(type, depth: listDepth, fields, position)
                pending.append((slot, value))
            case let .link(child):
                if record < 0 {
                    record = try settleAhead(layout, prepared.isAbstract, variant: variant,
                                             keyBase: keyBase, place: place)
                }
                let text = storageText(layout, position, selection: selection)
                switch try scanner.peek() {
                case UInt8(ascii: "n"):
                    try scanner.literal("null")
                    pending.append((slot, .null))
                case UInt8(ascii: "{"):
                    let target = try readObject(child, at: .below(record, text), depth: depth + 1)
                    pending.append((slot, .link(target)))
                default:
                    throw wrongKind(fields[position], "an object")
                }
            case let .links(child):
                if record < 0 {
                    record = try settleAhead(layout, prepared.isAbstract, variant: variant,
                                             keyBase: keyBase, place: place)
                }
                let text = storageText(layout, position, selection: selection)
                let value = try readLinks(child, fields, position, storageKey: text, parent: record, depth: depth)
                pending.append((slot, value))
            }
        }
        if record < 0 {
            record = settle(layout, prepared.isAbstract, keyBase: keyBase, keyCount: keyPositions.count, place: place)
        }
        if complete {
            if let missing = seen[seenBase...].firstIndex(of: false) {
                let name = String(decoding: fields[missing - seenBase].responseKey, as: UTF8.self)
                throw IngestError(.missingField(name), at: objectStart)
            }
            seen.removeSubrange(seenBase...)
        }
        for (slot, value) in pending[pendingBase...] {
            changeSet.entries.append(ChangeSet.Entry(record: record, slot: slot, value: value))
        }
        pending.removeSubrange(pendingBase...)
        keyValues.removeSubrange(keyBase...)
        jsonDepth -= 1
        return record
    }

    /// The field a member's key names: the one after the last match first, as a
    /// response keeps the plan's order, then any.
    private func match(_ key: JSONScanner.StringToken, _ fields: [PreparedField], expected: inout Int) -> Int? {
        if key.hasEscapes {
            let name = Array(scanner.decode(key).utf8)
            guard let position = fields.firstIndex(where: { $0.responseKey == name }) else { return nil }
            expected = position + 1
            return position
        }
        if expected < fields.count, scanner.bytes(of: key, equal: fields[expected].responseKey) {
            expected += 1
            return expected - 1
        }
        for position in fields.indices where scanner.bytes(of: key, equal: fields[position].responseKey) {
            expected = position + 1
            return position
        }
        return nil
    }

    /// The concrete type an abstract selection's object names in `__typename`,
    /// read ahead of its other members. A type the plan does not list reads by
    /// the conditions its object answers, read ahead with it.
    private mutating func abstractLayout(
        _ selection: Int, _ prepared: PreparedSelection, objectStart: Int
    ) throws(IngestError) -> TypeLayout {
        let saved = scanner.pos
        guard let typename = try scanAhead(for: prepared, readsAnswers: false).typename else {
            throw IngestError(.missingTypename, at: objectStart)
        }
        scanner.pos = saved
        if !typename.hasEscapes {
            for layout in prepared.layouts where scanner.bytes(of: typename, equal: layout.nameBytes) {
                return layout
            }
        }
        let name = scanner.decode(typename)
        if let layout = prepared.layouts.first(where: { $0.name == name }) { return layout }
        var answered: UInt64 = 0
        if !prepared.conditions.isEmpty {
            answered = try scanAhead(for: prepared, readsAnswers: true).answered
            scanner.pos = saved
        }
        let key = UnlistedKey(selection: selection, name: name, answered: answered)
        if let layout = unlisted[key] { return layout }
        let layout = prepared.unlistedLayout(name, answered: answered, variables)
        unlisted[key] = layout
        if answered != 0 {
            for (position, condition) in prepared.conditions.enumerated() where answered & (1 << position) != 0 {
                changeSet.memberships.append(ChangeSet.Membership(type: layout.type, condition: condition.name))
            }
        }
        return layout
    }

    /// Scans the object's members from the cursor for `__typename`, stopping there
    /// unless it `readsAnswers`: the conditions the object answers, a bit each,
    /// set when the answer is a string.
    private mutating func scanAhead(
        for prepared: PreparedSelection, readsAnswers: Bool
    ) throws(IngestError) -> (typename: JSONScanner.StringToken?, answered: UInt64) {
        var first = true
        var typename: JSONScanner.StringToken?
        var answered: UInt64 = 0
        while let key = try scanner.nextMember(first: &first) {
            if typename == nil, scanner.bytes(of: key, equal: Self.typenameKey) {
                guard try scanner.peek() == UInt8(ascii: "\"") else {
                    throw IngestError(.wrongKind(field: "__typename", expected: "a string"), at: scanner.pos)
                }
                typename = try scanner.string()
                if !readsAnswers { break }
                continue
            }
            if readsAnswers, let position = prepared.answerKeys.firstIndex(where: { scanner.bytes(of: key, equal: $0) }),
               try scanner.peek() == UInt8(ascii: "\"") {
                answered |= 1 << UInt64(position)
            }
            try scanner.skipValue(depth: jsonDepth)
        }
        return (typename, answered)
    }

    // MARK: Keys

    /// The record of an object whose members are all read (or whose key needs
    /// none): its entity key when every key field had a value, else its path.
    private mutating func settle(
        _ layout: TypeLayout, _ isAbstract: Bool, keyBase: Int, keyCount: Int, place: Place
    ) -> Int32 {
        if keyCount > 0, !keyValues[keyBase..<keyBase + keyCount].contains(nil) {
            let values = keyValues[keyBase..<keyBase + keyCount].map { $0! }
            return record(RecordKey.entity(layout.name, keyValues: values), type: layout.type)
        }
        let key = RecordKey.path(
            parent: changeSet.records[Int(place.parent)].key, storageKey: place.storageKey,
            index: place.index >= 0 ? place.index : nil, concreteType: isAbstract ? layout.name : nil)
        return record(key, type: layout.type)
    }

    /// The record of an object with a link before its key is complete: a child's
    /// path may run through it, so the members after the cursor are scanned for
    /// the key fields not yet seen, and the cursor put back.
    private mutating func settleAhead(
        _ layout: TypeLayout, _ isAbstract: Bool, variant: PreparedVariant, keyBase: Int, place: Place
    ) throws(IngestError) -> Int32 {
        let keyCount = variant.keyPositions.count
        if !keyValues[keyBase..<keyBase + keyCount].contains(nil) {
            return settle(layout, isAbstract, keyBase: keyBase, keyCount: keyCount, place: place)
        }
        let saved = scanner.pos
        try scanner.skipValue(depth: jsonDepth)
        var first = false
        while let key = try scanner.nextMember(first: &first) {
            var found = false
            for (k, position) in variant.keyPositions.enumerated()
                where keyValues[keyBase + k] == nil && scanner.bytes(of: key, equal: variant.fields[position].responseKey) {
                guard case let .scalar(type) = variant.fields[position].kind else { break }
                let value = try readScalar(type, variant.fields, position)
                keyValues[keyBase + k] = keyText(value)
                found = true
                break
            }
            if !found { try scanner.skipValue(depth: jsonDepth) }
        }
        scanner.pos = saved
        return settle(layout, isAbstract, keyBase: keyBase, keyCount: keyCount, place: place)
    }

    /// A key field's value as a key writes it: a string's contents, or a number as
    /// the server wrote it; nil for null.
    private func keyText(_ value: ChangeSet.Value) -> String? {
        switch value {
        case .null, .link, .links, .scalars: nil
        case let .bool(flag): flag ? "true" : "false"
        case let .int(number): String(number)
        case let .double(number): JSONText.double(number)
        case let .text(start, end): scanner.text(from: Int(start), to: Int(end))
        case let .string(text): text
        }
    }

    // MARK: Slots

    /// The slot a field of this layout writes: the build's number, or for a key
    /// with variables the build's slot of the same text if it names one, else
    /// the change set's numbering of the rendered text.
    mutating func slot(_ layout: TypeLayout, _ position: Int, selection: Int) -> Int32 {
        let slot = layout.slots[position]
        guard slot == TypeLayout.renderedSlot else { return slot }
        let field = FieldPosition(selection: selection, variant: layout.variant, position: position)
        let key = RenderedSlotKey(field: field, type: layout.type.number)
        if let known = renderedSlots[key] { return known }
        let text = rendered(field, layout.fields.fields[position])
        let resolved: Int32
        if let built = Registry.shared.existingSlot(layout.type, text) {
            resolved = built.index
        } else if let number = renderedKeyIndex[text] {
            resolved = Slot.renderedIndex(number)
        } else {
            let number = Int32(changeSet.renderedKeys.count)
            changeSet.renderedKeys.append(text)
            renderedKeyIndex[text] = number
            resolved = Slot.renderedIndex(number)
        }
        renderedSlots[key] = resolved
        return resolved
    }

    private mutating func storageText(_ layout: TypeLayout, _ position: Int, selection: Int) -> String {
        let field = layout.fields.fields[position]
        if let text = field.constantText { return text }
        return rendered(FieldPosition(selection: selection, variant: layout.variant, position: position), field)
    }

    private mutating func rendered(_ position: FieldPosition, _ field: PreparedField) -> String {
        if let text = renderedTexts[position] { return text }
        let text = field.storageKey.render(variables)
        renderedTexts[position] = text
        return text
    }

    // MARK: Values

    /// A plural link's list: each object read against the child selection at its
    /// index, a null entry kept as -1.
    private mutating func readLinks(
        _ child: Int, _ fields: [PreparedField], _ position: Int, storageKey: String, parent: Int32, depth: Int
    ) throws(IngestError) -> ChangeSet.Value {
        switch try scanner.peek() {
        case UInt8(ascii: "n"):
            try scanner.literal("null")
            return .null
        case UInt8(ascii: "["):
            guard jsonDepth < JSONScanner.maximumDepth else { throw IngestError(.nestingTooDeep, at: scanner.pos) }
            scanner.pos += 1
            jsonDepth += 1
            var targets: [Int32] = []
            var first = true
            while try scanner.nextElement(first: &first) {
                switch scanner.base[scanner.pos] {
                case UInt8(ascii: "n"):
                    try scanner.literal("null")
                    targets.append(-1)
                case UInt8(ascii: "{"):
                    let place = Place.below(parent, storageKey, index: targets.count)
                    let target = try readObject(child, at: place, depth: depth + 1)
                    targets.append(target)
                default:
                    throw wrongKind(fields[position], "an object or null")
                }
            }
            jsonDepth -= 1
            return .links(targets)
        default:
            throw wrongKind(fields[position], "a list")
        }
    }

    /// A scalar read by the field's type; null is null whatever the type. The
    /// field is named by position so that nothing is copied until it is wrong.
    mutating func readScalar(
        _ type: ScalarType, _ fields: [PreparedField], _ position: Int
    ) throws(IngestError) -> ChangeSet.Value {
        let byte = try scanner.peek()
        if byte == UInt8(ascii: "n") {
            try scanner.literal("null")
            return .null
        }
        let isNumber = byte == UInt8(ascii: "-") || isDigit(byte)
        switch type {
        case .string:
            guard byte == UInt8(ascii: "\"") else { throw wrongKind(fields[position], "a string") }
            let token = try scanner.string()
            return stringValue(token)
        case .id:
            if byte == UInt8(ascii: "\"") {
                let token = try scanner.string()
                return stringValue(token)
            }
            guard isNumber else { throw wrongKind(fields[position], "an ID") }
            let number = try scanner.number()
            return .text(start: Int32(number.start), end: Int32(number.end))
        case .int:
            guard isNumber else { throw wrongKind(fields[position], "an integer") }
            let number = try scanner.number()
            return .int(try scanner.int(number))
        case .float:
            guard isNumber else { throw wrongKind(fields[position], "a number") }
            let number = try scanner.number()
            return .double(try scanner.double(number))
        case .boolean:
            if byte == UInt8(ascii: "t") {
                try scanner.literal("true")
                return .bool(true)
            }
            guard byte == UInt8(ascii: "f") else { throw wrongKind(fields[position], "a boolean") }
            try scanner.literal("false")
            return .bool(false)
        case .custom:
            if byte == UInt8(ascii: "\"") {
                let token = try scanner.string()
                return stringValue(token)
            }
            let start = scanner.pos
            try scanner.skipValue(depth: jsonDepth)
            return .text(start: Int32(start), end: Int32(scanner.pos))
        }
    }

    private func stringValue(_ token: JSONScanner.StringToken) -> ChangeSet.Value {
        token.hasEscapes
            ? .string(scanner.decode(token))
            : .text(start: Int32(token.start), end: Int32(token.end))
    }

    private mutating func readScalarList(
        _ type: ScalarType, depth: Int, _ fields: [PreparedField], _ position: Int
    ) throws(IngestError) -> ChangeSet.Value {
        switch try scanner.peek() {
        case UInt8(ascii: "n"):
            try scanner.literal("null")
            return .null
        case UInt8(ascii: "["):
            return .scalars(try readList(type, depth: depth, fields, position))
        default:
            throw wrongKind(fields[position], "a list")
        }
    }

    private mutating func readList(
        _ type: ScalarType, depth: Int, _ fields: [PreparedField], _ position: Int
    ) throws(IngestError) -> [ScalarElement] {
        guard jsonDepth < JSONScanner.maximumDepth else { throw IngestError(.nestingTooDeep, at: scanner.pos) }
        scanner.pos += 1
        jsonDepth += 1
        var elements: [ScalarElement] = []
        var first = true
        while try scanner.nextElement(first: &first) {
            if depth > 1 {
                switch scanner.base[scanner.pos] {
                case UInt8(ascii: "n"):
                    try scanner.literal("null")
                    elements.append(.null)
                case UInt8(ascii: "["):
                    let nested = try readList(type, depth: depth - 1, fields, position)
                    elements.append(.list(nested))
                default:
                    throw wrongKind(fields[position], "a list")
                }
            } else {
                let value = try readScalar(type, fields, position)
                elements.append(element(value))
            }
        }
        jsonDepth -= 1
        return elements
    }

    private func element(_ value: ChangeSet.Value) -> ScalarElement {
        switch value {
        case .null, .link, .links, .scalars: .null
        case let .bool(flag): .bool(flag)
        case let .int(number): .int(number)
        case let .double(number): .double(number)
        case let .text(start, end): .string(scanner.text(from: Int(start), to: Int(end)))
        case let .string(text): .string(text)
        }
    }
}
