/// What a part of an incremental response says beside `data`: the parts it
/// announces (`pending`), the deferred items it delivers (`incremental`), the
/// announced parts it finishes (`completed`), and whether more parts follow
/// (`hasNext`). An item's `data` stays where it is in the part's bytes, read
/// later against the selection its place gives.
struct IncrementalEnvelope: Sendable {
    typealias Segment = ResponseError.Segment

    /// A part announced by id, at a path from the root, under a label.
    struct Announced: Sendable {
        let id: String
        let path: [Segment]
        let label: String?
    }

    /// A deferred item: by its own path and label (the June 2023 shape), or by
    /// an announced part's id and a sub-path below it (the 2024 shape).
    struct Item: Sendable {
        let id: String?
        let path: [Segment]?
        let label: String?
        let subPath: [Segment]
        /// The offset of the `data` object's `{`; nil for an item without an
        /// object, such as a `@stream` item's `items`, which no plan reads.
        let dataStart: Int?
        let errors: [ResponseError]
    }

    /// An announced part done, with the errors that kept it from being delivered.
    struct Completed: Sendable {
        let id: String
        let errors: [ResponseError]
    }

    var pending: [Announced] = []
    var items: [Item] = []
    var completed: [Completed] = []
    /// Nil when the part does not say.
    var hasNext: Bool?
    /// Whether the part carries `data`: an initial payload does, a later part not.
    var hasData = false
}

extension IngestWalk {
    static let pendingKey = Array("pending".utf8)
    static let incrementalKey = Array("incremental".utf8)
    static let completedKey = Array("completed".utf8)
    static let hasNextKey = Array("hasNext".utf8)
    static let idKey = Array("id".utf8)
    static let labelKey = Array("label".utf8)
    static let subPathKey = Array("subPath".utf8)

    /// Reads the part's envelope, checking the whole part is well formed; `data`
    /// and the items' `data` are skipped here. The part's own `errors` are kept
    /// in `responseErrors`.
    mutating func readEnvelope() throws(IngestError) -> IncrementalEnvelope {
        if scanner.count >= 3, scanner.base[0] == 0xEF, scanner.base[1] == 0xBB, scanner.base[2] == 0xBF {
            throw IngestError(.byteOrderMark, at: 0)
        }
        var envelope = IncrementalEnvelope()
        try scanner.expect(UInt8(ascii: "{"))
        jsonDepth = 1
        var first = true
        while let key = try scanner.nextMember(first: &first) {
            if scanner.bytes(of: key, equal: Self.dataKey) {
                envelope.hasData = true
                try scanner.skipValue(depth: jsonDepth)
            } else if scanner.bytes(of: key, equal: Self.errorsKey) {
                try readErrors()
            } else if scanner.bytes(of: key, equal: Self.hasNextKey) {
                envelope.hasNext = try readBool("hasNext")
            } else if scanner.bytes(of: key, equal: Self.pendingKey) {
                try readObjects("pending") { walk throws(IngestError) in
                    envelope.pending.append(try walk.readAnnounced())
                }
            } else if scanner.bytes(of: key, equal: Self.incrementalKey) {
                try readObjects("incremental") { walk throws(IngestError) in
                    envelope.items.append(try walk.readItem())
                }
            } else if scanner.bytes(of: key, equal: Self.completedKey) {
                try readObjects("completed") { walk throws(IngestError) in
                    envelope.completed.append(try walk.readCompleted())
                }
            } else {
                try scanner.skipValue(depth: jsonDepth)
            }
        }
        scanner.skipWhitespace()
        guard scanner.pos == scanner.count else { throw IngestError(.trailingContent, at: scanner.pos) }
        return envelope
    }

    /// A list of objects at the cursor, each read by `body` after its `{`.
    private mutating func readObjects(
        _ field: String, _ body: (inout IngestWalk) throws(IngestError) -> Void
    ) throws(IngestError) {
        guard try scanner.peek() == UInt8(ascii: "[") else {
            throw IngestError(.wrongKind(field: field, expected: "a list"), at: scanner.pos)
        }
        scanner.pos += 1
        jsonDepth += 2
        defer { jsonDepth -= 2 }
        var first = true
        while try scanner.nextElement(first: &first) {
            guard scanner.base[scanner.pos] == UInt8(ascii: "{") else {
                throw IngestError(.wrongKind(field: field, expected: "a list of objects"), at: scanner.pos)
            }
            scanner.pos += 1
            try body(&self)
        }
    }

    private mutating func readAnnounced() throws(IngestError) -> IncrementalEnvelope.Announced {
        var id: String?
        var path: [IncrementalEnvelope.Segment]?
        var label: String?
        var first = true
        while let key = try scanner.nextMember(first: &first) {
            if scanner.bytes(of: key, equal: Self.idKey) {
                id = try readString("id")
            } else if scanner.bytes(of: key, equal: Self.pathKey) {
                path = try requiredPath("path")
            } else if scanner.bytes(of: key, equal: Self.labelKey) {
                label = try readOptionalString("label")
            } else {
                try scanner.skipValue(depth: jsonDepth)
            }
        }
        guard let id, let path else { throw IngestError(.missingField(id == nil ? "id" : "path"), at: scanner.pos) }
        return IncrementalEnvelope.Announced(id: id, path: path, label: label)
    }

    private mutating func readItem() throws(IngestError) -> IncrementalEnvelope.Item {
        var id: String?
        var path: [IncrementalEnvelope.Segment]?
        var label: String?
        var subPath: [IncrementalEnvelope.Segment] = []
        var dataStart: Int?
        var errors: [ResponseError] = []
        var first = true
        while let key = try scanner.nextMember(first: &first) {
            if scanner.bytes(of: key, equal: Self.idKey) {
                id = try readString("id")
            } else if scanner.bytes(of: key, equal: Self.pathKey) {
                path = try requiredPath("path")
            } else if scanner.bytes(of: key, equal: Self.subPathKey) {
                subPath = try requiredPath("subPath")
            } else if scanner.bytes(of: key, equal: Self.labelKey) {
                label = try readOptionalString("label")
            } else if scanner.bytes(of: key, equal: Self.dataKey) {
                guard try scanner.peek() == UInt8(ascii: "{") else {
                    throw IngestError(.wrongKind(field: "data", expected: "an object"), at: scanner.pos)
                }
                dataStart = scanner.pos
                try scanner.skipValue(depth: jsonDepth)
            } else if scanner.bytes(of: key, equal: Self.errorsKey) {
                errors = try readOwnErrors()
            } else {
                try scanner.skipValue(depth: jsonDepth)
            }
        }
        guard id != nil || path != nil else { throw IngestError(.missingField("path"), at: scanner.pos) }
        return IncrementalEnvelope.Item(
            id: id, path: path, label: label, subPath: subPath, dataStart: dataStart, errors: errors)
    }

    private mutating func readCompleted() throws(IngestError) -> IncrementalEnvelope.Completed {
        var id: String?
        var errors: [ResponseError] = []
        var first = true
        while let key = try scanner.nextMember(first: &first) {
            if scanner.bytes(of: key, equal: Self.idKey) {
                id = try readString("id")
            } else if scanner.bytes(of: key, equal: Self.errorsKey) {
                errors = try readOwnErrors()
            } else {
                try scanner.skipValue(depth: jsonDepth)
            }
        }
        guard let id else { throw IngestError(.missingField("id"), at: scanner.pos) }
        return IncrementalEnvelope.Completed(id: id, errors: errors)
    }

    /// Errors that belong to one entry rather than to the part.
    private mutating func readOwnErrors() throws(IngestError) -> [ResponseError] {
        let base = responseErrors.count
        try readErrors()
        let own = Array(responseErrors[base...])
        responseErrors.removeLast(responseErrors.count - base)
        return own
    }

    private mutating func requiredPath(_ field: String) throws(IngestError) -> [IncrementalEnvelope.Segment] {
        let start = scanner.pos
        guard let path = try readPath() else {
            throw IngestError(.wrongKind(field: field, expected: "a list of names and indices"), at: start)
        }
        return path
    }

    private mutating func readString(_ field: String) throws(IngestError) -> String {
        guard try scanner.peek() == UInt8(ascii: "\"") else {
            throw IngestError(.wrongKind(field: field, expected: "a string"), at: scanner.pos)
        }
        return scanner.decode(try scanner.string())
    }

    private mutating func readOptionalString(_ field: String) throws(IngestError) -> String? {
        if try scanner.peek() == UInt8(ascii: "n") {
            try scanner.literal("null")
            return nil
        }
        return try readString(field)
    }

    private mutating func readBool(_ field: String) throws(IngestError) -> Bool {
        switch try scanner.peek() {
        case UInt8(ascii: "t"):
            try scanner.literal("true")
            return true
        case UInt8(ascii: "f"):
            try scanner.literal("false")
            return false
        default:
            throw IngestError(.wrongKind(field: field, expected: "a boolean"), at: scanner.pos)
        }
    }
}
