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
        // Held without reference counting, as the ingest's largest cost was
        // retaining and releasing these per object: the walk's `plan` holds its
        // selections and their listed layouts, and `unlisted` the others, both
        // for the whole ingest and never letting one go, and the tables are the
        // layout's own (see `TypeLayout`).
        let entry = plan.preparedTable[selection]
        let isAbstract = entry.isAbstract
        // A deferred part's object is read as its record's type, which the store
        // knows, since the part need not repeat `__typename`.
        let atPartTop = depth == partDepth
        unowned(unsafe) let layout = atPartTop
            ? partLayout!
            : isAbstract
            ? try abstractLayout(selection, entry.selection.takeUnretainedValue(), objectStart: objectStart)
            : entry.layout!.takeUnretainedValue()
        let fields = layout.fields
        let keyPositions = layout.keyPositions
        let keyBase = keyValues.count
        // One at a time: an object has a key field or none, and appending a
        // repeated sequence takes the generic path.
        for _ in 0..<keyPositions.count { keyValues.append(nil) }
        let pendingBase = pending.count
        var seen = FieldsSeen()
        // A deselected field is not expected.
        if complete, !deselected.isEmpty {
            for position in fields.indices where deselected.contains(
                FieldPosition(selection: selection, variant: layout.variant, position: position)) {
                seen.insert(position)
            }
        }
        // A deferred field is expected only in its own part, whose object carries
        // only its label's fields.
        if complete, layout.hasDeferred || atPartTop {
            for position in layout.prepared.deferredPositions where fields[position].deferred != delivering {
                seen.insert(position)
            }
            if atPartTop {
                for position in fields.indices where fields[position].deferred == nil { seen.insert(position) }
            }
        }

        // A client field is written when the response holds it, and never expected.
        if complete, layout.hasClient {
            for position in layout.prepared.clientPositions { seen.insert(position) }
        }

        var record = place.fixedRecord
        if record < 0, keyPositions.isEmpty {
            record = settle(.passUnretained(layout), isAbstract, keyBase: keyBase, keyCount: 0, place: place)
        }

        var expected = 0
        var first = true
        let responseKeys = layout.responseKeys
        let constantTexts = layout.constantTexts
        while try scanner.openMember(first: &first) {
            // A response keeps the plan's order: the key expected next is compared
            // in place, and only a member that is not it is scanned and searched for.
            var matched: Int?
            if layout.plainKeys, expected < responseKeys.count, scanner.skipString(equalTo: responseKeys[expected]) {
                matched = expected
                expected += 1
            } else {
                let key = try scanner.string()
                matched = Self.match(key, responseKeys, expected: &expected, in: scanner)
            }
            try scanner.colon()
            guard let position = matched,
                  deselected.isEmpty
                  || !deselected.contains(FieldPosition(selection: selection, variant: layout.variant, position: position))
            else {
                try scanner.skipValue(depth: jsonDepth)
                continue
            }
            if complete { seen.insert(position) }
            // The build's slot read inline: a call taking the layout retains it.
            let built = layout.slotTable[position]
            let slot = built != TypeLayout.renderedSlot ? built : self.slot(layout, position, selection: selection)
            switch layout.kinds[position] {
            case let .scalar(type):
                let value = try readScalar(type, fields, position)
                if let k = keyPositions.firstIndex(of: position) {
                    keyValues[keyBase + k] = keyValue(value)
                    // Settled as soon as its key is complete, so that its values
                    // from the key on go straight into the change set.
                    if record < 0, keyValues[keyBase + k] != nil,
                       keyPositions.count == 1 || Self.keyIsComplete(keyValues, keyBase, keyPositions.count) {
                        record = settle(.passUnretained(layout), isAbstract, keyBase: keyBase,
                                        keyCount: keyPositions.count, place: place)
                        if pending.count > pendingBase { flushPending(from: pendingBase, into: record) }
                    }
                }
                write(slot, value, of: record)
                if layout.hasEdits, let edit = fields[position].edit { recordEdit(edit, value) }
            case let .scalarList(type, listDepth):
                let value = try readScalarList(type, depth: listDepth, fields, position)
                write(slot, value, of: record)
                if layout.hasEdits, let edit = fields[position].edit { recordEdit(edit, value) }
            case let .link(child):
                if record < 0 {
                    record = try settleAhead(layout, isAbstract, keyBase: keyBase, place: place)
                    if pending.count > pendingBase { flushPending(from: pendingBase, into: record) }
                }
                let text = constantTexts[position] ?? storageText(layout, position, selection: selection)
                switch try scanner.peek() {
                case UInt8(ascii: "n"):
                    try scanner.literal("null")
                    write(slot, .null, of: record)
                case UInt8(ascii: "{"):
                    let target = try readObject(child, at: .below(record, text), depth: depth + 1)
                    write(slot, .link(target), of: record)
                    if layout.hasConnections, let connection = fields[position].connection {
                        recordPage(of: connection, field: fields[position], parent: record, type: layout.type, page: target)
                    }
                    if layout.hasEdits, let edit = fields[position].edit { recordEdit(edit, .link(target)) }
                default:
                    throw wrongKind(fields[position], "an object")
                }
            case let .links(child):
                if record < 0 {
                    record = try settleAhead(layout, isAbstract, keyBase: keyBase, place: place)
                    if pending.count > pendingBase { flushPending(from: pendingBase, into: record) }
                }
                let text = constantTexts[position] ?? storageText(layout, position, selection: selection)
                let value = try readLinks(child, fields, position, storageKey: text, parent: record, depth: depth)
                write(slot, value, of: record)
                if layout.hasEdits, let edit = fields[position].edit { recordEdit(edit, value) }
            }
        }
        if record < 0 {
            record = settle(.passUnretained(layout), isAbstract, keyBase: keyBase,
                            keyCount: keyPositions.count, place: place)
            if pending.count > pendingBase { flushPending(from: pendingBase, into: record) }
        }
        if complete, let missing = seen.firstMissing(of: fields.count) {
            let name = String(decoding: fields[missing].responseKey, as: UTF8.self)
            throw IngestError(.missingField(name), at: objectStart)
        }
        while keyValues.count > keyBase { keyValues.removeLast() }
        jsonDepth -= 1
        return record
    }

    /// A value of the object being read: an entry of the change set once the
    /// object's record is settled (`record` non-negative), else pending until it is.
    /// The entries stay in the order the response holds them: values pend only
    /// until the key is complete or a link is reached, and no object nested in
    /// this one starts before then.
    @inline(__always)
    mutating func write(_ slot: Int32, _ value: ChangeSet.Value, of record: Int32) {
        if record >= 0 {
            changeSet.entries.append(ChangeSet.Entry(record: record, slot: slot, value: value))
        } else {
            pending.append(PendingValue(slot: slot, value: value))
        }
    }

    /// Moves the values read for an object before its record was settled, from
    /// `base` on, into the change set as its record's entries, in the order read.
    private mutating func flushPending(from base: Int, into record: Int32) {
        pending.withUnsafeBufferPointer { buffer in
            for index in base..<buffer.count {
                changeSet.entries.append(ChangeSet.Entry(record: record, slot: buffer[index].slot, value: buffer[index].value))
            }
        }
        // One at a time: `removeLast(_:)` replaces a subrange, a generic path that
        // cost more than the few values an object has.
        while pending.count > base { pending.removeLast() }
    }

    /// The field a member's key names: the one after the last match first, as a
    /// response keeps the plan's order, then any.
    ///
    /// Static, taking the scanner: a method of the walk called from the mutating
    /// `readObject` copied the whole walk (336 bytes) to lend it, per member.
    private static func match(
        _ key: JSONScanner.StringToken, _ responseKeys: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>,
        expected: inout Int, in scanner: JSONScanner
    ) -> Int? {
        if key.hasEscapes {
            let name = Array(scanner.decode(key).utf8)
            guard let position = responseKeys.firstIndex(where: { $0.elementsEqual(name) }) else { return nil }
            expected = position + 1
            return position
        }
        if expected < responseKeys.count, scanner.bytes(of: key, equal: responseKeys[expected]) {
            expected += 1
            return expected - 1
        }
        for position in responseKeys.indices where scanner.bytes(of: key, equal: responseKeys[position]) {
            expected = position + 1
            return position
        }
        return nil
    }
}
