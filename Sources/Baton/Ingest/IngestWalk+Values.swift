/// Reading a field's value by its kind: plural links, scalars, lists of scalars.
extension IngestWalk {
    /// A plural link's list: each object read against the child selection at its
    /// index, a null entry kept as -1.
    mutating func readLinks(
        _ child: Int, _ fields: UnsafeBufferPointer<PreparedField>, _ position: Int, storageKey: String, parent: Int32, depth: Int
    ) throws(IngestError) -> ChangeSet.Value {
        switch try scanner.peek() {
        case UInt8(ascii: "n"):
            try scanner.literal("null")
            return .null
        case UInt8(ascii: "["):
            guard jsonDepth < JSONScanner.maximumDepth else { throw IngestError(.nestingTooDeep, at: scanner.pos) }
            scanner.pos += 1
            jsonDepth += 1
            // The list grows on the walk's stack, above the lists of the objects
            // around it and below those of the objects in it, which leave it as
            // they end; then it moves to the change set's table whole.
            let base = linkStack.count
            var first = true
            while try scanner.nextElement(first: &first) {
                switch scanner.base[scanner.pos] {
                case UInt8(ascii: "n"):
                    try scanner.literal("null")
                    linkStack.append(-1)
                case UInt8(ascii: "{"):
                    let place = Place.below(parent, storageKey, index: linkStack.count - base)
                    let target = try readObject(child, at: place, depth: depth + 1)
                    linkStack.append(target)
                default:
                    throw wrongKind(fields[position], "an object or null")
                }
            }
            jsonDepth -= 1
            let start = Int32(changeSet.linkLists.count)
            changeSet.linkLists.append(contentsOf: linkStack[base...])
            linkStack.removeLast(linkStack.count - base)
            return .links(start: start, end: Int32(changeSet.linkLists.count))
        default:
            throw wrongKind(fields[position], "a list")
        }
    }

    /// A scalar read by the field's type; null is null whatever the type. The
    /// field is named by position so that nothing is copied until it is wrong.
    mutating func readScalar(
        _ type: ScalarType, _ fields: UnsafeBufferPointer<PreparedField>, _ position: Int
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

    /// A string's value: its range, or for one with escapes, the decoded text in
    /// the change set's table; inlined, so that the common range costs no call.
    @inline(__always)
    mutating func stringValue(_ token: JSONScanner.StringToken) -> ChangeSet.Value {
        token.hasEscapes ? decodedString(token) : .text(start: Int32(token.start), end: Int32(token.end))
    }

    mutating func decodedString(_ token: JSONScanner.StringToken) -> ChangeSet.Value {
        changeSet.strings.append(scanner.decode(token))
        return .string(Int32(changeSet.strings.count - 1))
    }

    mutating func readScalarList(
        _ type: ScalarType, depth: Int, _ fields: UnsafeBufferPointer<PreparedField>, _ position: Int
    ) throws(IngestError) -> ChangeSet.Value {
        switch try scanner.peek() {
        case UInt8(ascii: "n"):
            try scanner.literal("null")
            return .null
        case UInt8(ascii: "["):
            let list = try readList(type, depth: depth, fields, position)
            changeSet.scalarLists.append(list)
            return .scalars(Int32(changeSet.scalarLists.count - 1))
        default:
            throw wrongKind(fields[position], "a list")
        }
    }

    mutating func readList(
        _ type: ScalarType, depth: Int, _ fields: UnsafeBufferPointer<PreparedField>, _ position: Int
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

    func element(_ value: ChangeSet.Value) -> ScalarElement {
        switch value {
        case .null, .link, .links, .scalars: .null
        case let .bool(flag): .bool(flag)
        case let .int(number): .int(number)
        case let .double(number): .double(number)
        case let .text(start, end): .string(scanner.text(from: Int(start), to: Int(end)))
        case let .string(index): .string(changeSet.strings[Int(index)])
        }
    }
}
