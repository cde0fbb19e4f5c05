import BatonSupport

/// Settling an object's record: its entity key from its key fields, or its path.
extension IngestWalk {
    /// The record of an object whose members are all read (or whose key needs
    /// none): its entity key when every key field had a value, else its path.
    ///
    /// The layout comes unmanaged, as `readObject` holds it (unowned): passing it
    /// as a reference retained and released it per object.
    mutating func settle(
        _ unmanagedLayout: Unmanaged<TypeLayout>, _ isAbstract: Bool, keyBase: Int, keyCount: Int, place: Place
    ) -> Int32 {
        if keyCount == 1, case let .text(start, end) = keyValues[keyBase] {
            let type = unmanagedLayout._withUnsafeGuaranteedRef(\.type)
            if let known = entities.record(type, start, end, in: scanner.base) { return known }
            let layout = unmanagedLayout.takeUnretainedValue()
            let key = RecordKey.entity(layout.name, keyValue: scanner.text(from: Int(start), to: Int(end)))
            let index = record(key, type: layout.type)
            entities.add(index, layout.type, start, end, in: scanner.base)
            return index
        }
        let layout = unmanagedLayout.takeUnretainedValue()
        if keyCount == 1, let text = keyValues[keyBase].flatMap(keyText) {
            return record(RecordKey.entity(layout.name, keyValue: text), type: layout.type)
        }
        if keyCount > 1 {
            let values = keyValues[keyBase..<keyBase + keyCount].compactMap { $0.flatMap(keyText) }
            if values.count == keyCount {
                return record(RecordKey.entity(layout.name, keyValues: values), type: layout.type)
            }
        }
        let key = RecordKey.path(
            parent: changeSet.records[Int(place.parent)].key, storageKey: place.storageKey,
            index: place.index >= 0 ? place.index : nil, concreteType: isAbstract ? layout.name : nil)
        return record(key, type: layout.type)
    }

    /// The record of an object with a link before its key is complete: a child's
    /// path may run through it, so the members after the cursor are scanned for
    /// the key fields not yet seen, and the cursor put back.
    mutating func settleAhead(
        _ layout: TypeLayout, _ isAbstract: Bool, keyBase: Int, place: Place
    ) throws(IngestError) -> Int32 {
        let keyCount = layout.keyPositions.count
        if Self.keyIsComplete(keyValues, keyBase, keyCount) {
            return settle(.passUnretained(layout), isAbstract, keyBase: keyBase, keyCount: keyCount, place: place)
        }
        let saved = scanner.pos
        try scanner.skipValue(depth: jsonDepth)
        var first = false
        while let key = try scanner.nextMember(first: &first) {
            var found = false
            for (k, position) in layout.keyPositions.enumerated()
                where keyValues[keyBase + k] == nil && scanner.bytes(of: key, equal: layout.responseKeys[position]) {
                guard case let .scalar(type) = layout.kinds[position] else { break }
                let value = try readScalar(type, layout.fields, position)
                keyValues[keyBase + k] = keyValue(value)
                found = true
                break
            }
            if !found { try scanner.skipValue(depth: jsonDepth) }
        }
        scanner.pos = saved
        return settle(.passUnretained(layout), isAbstract, keyBase: keyBase, keyCount: keyCount, place: place)
    }

    /// Whether every key field of the object whose key values start at `keyBase`
    /// has a value a key can hold. Static: a method of the walk called from the
    /// mutating `readObject` copies the whole walk to lend it.
    static func keyIsComplete(_ keyValues: [ChangeSet.Value?], _ keyBase: Int, _ keyCount: Int) -> Bool {
        for k in keyBase..<keyBase + keyCount where keyValues[k] == nil { return false }
        return true
    }

    /// A key field's value as `keyValues` holds it: nil for a value a key cannot
    /// hold, those `keyText` writes nothing for, and for the empty string, which
    /// identifies nothing: such an object is keyed by its path, as Relay keys it,
    /// rather than sharing one record with every other of its type. Its text is
    /// made only for a key the entity index cannot find by its bytes.
    func keyValue(_ value: ChangeSet.Value) -> ChangeSet.Value? {
        switch value {
        case .null, .link, .links, .scalars: nil
        case let .text(start, end) where start == end: nil
        case let .string(index) where changeSet.strings[Int(index)].isEmpty: nil
        case .bool, .int, .double, .text, .string: value
        }
    }

    /// A key field's value as a key writes it: a string's contents, or a number as
    /// the server wrote it; nil for null.
    func keyText(_ value: ChangeSet.Value) -> String? {
        switch value {
        case .null, .link, .links, .scalars: nil
        case let .bool(flag): flag ? "true" : "false"
        case let .int(number): String(number)
        case let .double(number): JSONText.double(number)
        case let .text(start, end): scanner.text(from: Int(start), to: Int(end))
        case let .string(index): changeSet.strings[Int(index)]
        }
    }
}
