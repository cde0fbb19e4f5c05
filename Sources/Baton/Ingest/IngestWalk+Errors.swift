/// The response's `errors`: read wherever they come, placed once data is read.
extension IngestWalk {
    /// Reads `errors` at the cursor: null, or a list of error objects.
    mutating func readErrors() throws(IngestError) {
        switch try scanner.peek() {
        case UInt8(ascii: "n"):
            try scanner.literal("null")
            return
        case UInt8(ascii: "["):
            break
        default:
            throw IngestError(.wrongKind(field: "errors", expected: "a list"), at: scanner.pos)
        }
        scanner.pos += 1
        var first = true
        while try scanner.nextElement(first: &first) {
            guard scanner.base[scanner.pos] == UInt8(ascii: "{") else {
                throw IngestError(.wrongKind(field: "errors", expected: "a list of objects"), at: scanner.pos)
            }
            scanner.pos += 1
            let error = try readError()
            responseErrors.append(error)
        }
    }

    private mutating func readError() throws(IngestError) -> ResponseError {
        var message = ""
        var path: [ResponseError.Segment]?
        var extensions: String?
        var first = true
        while let key = try scanner.nextMember(first: &first) {
            if scanner.bytes(of: key, equal: Self.messageKey) {
                guard try scanner.peek() == UInt8(ascii: "\"") else {
                    throw IngestError(.wrongKind(field: "message", expected: "a string"), at: scanner.pos)
                }
                let token = try scanner.string()
                message = scanner.decode(token)
            } else if scanner.bytes(of: key, equal: Self.pathKey) {
                path = try readPath()
            } else if scanner.bytes(of: key, equal: Self.extensionsKey) {
                let start = scanner.pos
                try scanner.skipValue(depth: 3)
                extensions = scanner.text(from: start, to: scanner.pos)
            } else {
                try scanner.skipValue(depth: 3)
            }
        }
        return ResponseError(message: message, path: path, extensions: extensions)
    }

    /// A path: names and integer indices. Anything else in it (a float, an
    /// object) makes a path that reaches no field; it is read and set aside.
    mutating func readPath() throws(IngestError) -> [ResponseError.Segment]? {
        guard try scanner.peek() == UInt8(ascii: "[") else {
            try scanner.skipValue(depth: 3)
            return nil
        }
        scanner.pos += 1
        var segments: [ResponseError.Segment]? = []
        var first = true
        while try scanner.nextElement(first: &first) {
            let byte = scanner.base[scanner.pos]
            if byte == UInt8(ascii: "\"") {
                let token = try scanner.string()
                let name = scanner.decode(token)
                segments?.append(.name(name))
            } else if byte == UInt8(ascii: "-") || isDigit(byte) {
                let number = try scanner.number()
                if number.isInteger, let index = try? scanner.int(number) {
                    segments?.append(.index(index))
                } else {
                    segments = nil
                }
            } else {
                try scanner.skipValue(depth: 4)
                segments = nil
            }
        }
        return segments
    }

    /// Lands each error on the last field its path reaches through the plan and the
    /// values just read: the walk stops at a null, at a scalar, at a link the
    /// response does not continue, or at an index the list does not have. An error
    /// whose whole path reaches a field the response gave a value (an empty list, a
    /// scalar) lands nowhere: GraphQL nulls the field an error is raised at, so the
    /// value stands and the error belongs to the response alone, as in Relay.
    mutating func placeErrors() {
        guard !responseErrors.isEmpty else { return }
        var values: [Int64: Int] = [:]
        for (position, entry) in changeSet.entries.enumerated() {
            values[ChangeSet.place(entry.record, entry.slot)] = position
        }
        for error in responseErrors {
            if let (record, slot) = landing(of: error, values) {
                changeSet.errors.append(ChangeSet.ErrorEntry(record: record, slot: slot, error: error.fieldError))
            } else {
                changeSet.unplacedErrors.append(error.fieldError)
            }
        }
    }

    private mutating func landing(of error: ResponseError, _ values: [Int64: Int]) -> (Int32, Int32)? {
        // A part's errors start at the root, and its walk at the part's record.
        guard let path = error.path, path.starts(with: partPath) else { return nil }
        var record: Int32 = 0
        var selection = partSelection ?? plan.root
        var list: [Int32]?
        var landed: (Int32, Int32)?
        let segments = path.dropFirst(partPath.count)
        walk: for (offset, segment) in segments.enumerated() {
            switch segment {
            case let .name(name):
                guard list == nil, let layout = layout(of: record, in: selection) else { break walk }
                let variant = layout.prepared
                let bytes = Array(name.utf8)
                guard let position = variant.fields.firstIndex(where: { $0.responseKey == bytes }) else { break walk }
                let slot = self.slot(layout, position, selection: selection)
                landed = (record, slot)
                guard let entry = values[ChangeSet.place(record, slot)] else { break walk }
                if offset == segments.count - 1 {
                    // The field the error was raised at carries it only when null.
                    guard case .null = changeSet.entries[entry].value else { return nil }
                    break walk
                }
                switch (variant.fields[position].kind, changeSet.entries[entry].value) {
                case let (.link(child), .link(target)):
                    record = target
                    selection = child
                case let (.links(child), .links(start, end)):
                    list = Array(changeSet.linkLists[Int(start)..<Int(end)])
                    selection = child
                default:
                    break walk
                }
            case let .index(index):
                guard let elements = list, elements.indices.contains(index), elements[index] >= 0 else { break walk }
                record = elements[index]
                list = nil
            }
        }
        return landed
    }

    /// The layout a record of the change set was read with under `selection`.
    private func layout(of record: Int32, in selection: Int) -> TypeLayout? {
        if record == 0, selection == partSelection, let partLayout { return partLayout }
        let type = changeSet.records[Int(record)].type
        let prepared = plan.prepared[selection]
        if let layout = prepared.layouts.first(where: { $0.type == type }) { return layout }
        return unlisted.first { $0.key.selection == selection && $0.value.type == type }?.value
    }
}
