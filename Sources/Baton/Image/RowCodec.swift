/// The binary form of rows. A record's body is its cells, each its storage key's
/// name id, its length and its payload, so that a merge moves cells without
/// decoding them. A payload is a tag, the value, and the field error when the
/// tag's high bit says there is one. Names (storage keys and a link's type) are
/// interned ids; keys and strings are written out.
enum RowCodec {
    private enum Tag: UInt8 {
        case missing, null, `false`, `true`, int, double, string, link, links, scalars
    }

    private enum ElementTag: UInt8 {
        case null, `false`, `true`, int, double, string, list
    }

    private static let errorBit: UInt8 = 0x80

    // MARK: Encoding

    /// A cell's payload; `intern` gives a link's type name its id.
    static func payload<Failure: Error>(
        _ value: ImageValue, _ error: FieldError?, intern: (String) throws(Failure) -> Int64
    ) throws(Failure) -> [UInt8] {
        var writer = RowWriter()
        let flag = error == nil ? 0 : errorBit
        switch value {
        case .missing: writer.byte(Tag.missing.rawValue | flag)
        case .null: writer.byte(Tag.null.rawValue | flag)
        case let .bool(value): writer.byte((value ? Tag.true : Tag.false).rawValue | flag)
        case let .int(value):
            writer.byte(Tag.int.rawValue | flag)
            writer.signed(Int64(value))
        case let .double(value):
            writer.byte(Tag.double.rawValue | flag)
            writer.double(value)
        case let .string(value):
            writer.byte(Tag.string.rawValue | flag)
            writer.string(value)
        case let .link(target):
            writer.byte(Tag.link.rawValue | flag)
            try link(target, to: &writer, intern)
        case let .links(targets):
            writer.byte(Tag.links.rawValue | flag)
            writer.unsigned(UInt64(targets.count))
            for target in targets {
                if let target {
                    writer.byte(1)
                    try link(target, to: &writer, intern)
                } else {
                    writer.byte(0)
                }
            }
        case let .scalars(elements):
            writer.byte(Tag.scalars.rawValue | flag)
            self.elements(elements, to: &writer)
        }
        if let error {
            writer.string(error.message)
            writer.string(error.path)
            if let extensions = error.extensions {
                writer.byte(1)
                writer.string(extensions)
            } else {
                writer.byte(0)
            }
        }
        return writer.bytes
    }

    private static func link<Failure: Error>(
        _ target: RowLink, to writer: inout RowWriter, _ intern: (String) throws(Failure) -> Int64
    ) throws(Failure) {
        writer.unsigned(UInt64(try intern(target.type)))
        writer.string(target.key.rawValue)
    }

    private static func elements(_ elements: [ScalarElement], to writer: inout RowWriter) {
        writer.unsigned(UInt64(elements.count))
        for element in elements {
            switch element {
            case .null: writer.byte(ElementTag.null.rawValue)
            case let .bool(value): writer.byte((value ? ElementTag.true : ElementTag.false).rawValue)
            case let .int(value):
                writer.byte(ElementTag.int.rawValue)
                writer.signed(Int64(value))
            case let .double(value):
                writer.byte(ElementTag.double.rawValue)
                writer.double(value)
            case let .string(value):
                writer.byte(ElementTag.string.rawValue)
                writer.string(value)
            case let .list(nested):
                writer.byte(ElementTag.list.rawValue)
                self.elements(nested, to: &writer)
            }
        }
    }

    /// A record's body from its cells' payloads, by name id.
    static func body(_ cells: [(name: Int64, payload: [UInt8])]) -> [UInt8] {
        var writer = RowWriter()
        writer.unsigned(UInt64(cells.count))
        for cell in cells {
            writer.unsigned(UInt64(cell.name))
            writer.unsigned(UInt64(cell.payload.count))
            writer.append(cell.payload)
        }
        return writer.bytes
    }

    // MARK: Decoding

    /// A body's cells as name ids and payloads, as far as the body makes sense.
    static func cells(of body: [UInt8]) -> [(name: Int64, payload: ArraySlice<UInt8>)] {
        var cells: [(name: Int64, payload: ArraySlice<UInt8>)] = []
        body.withUnsafeBytes { buffer in
            forEachCell(of: buffer) { name, payload in
                let start = payload.baseAddress.flatMap { buffer.baseAddress?.distance(to: $0) } ?? 0
                cells.append((name, body[start..<start + payload.count]))
                return true
            }
        }
        return cells
    }

    /// How many cells a body says it holds, for a reader to make room for.
    static func cellCount(of body: UnsafeRawBufferPointer) -> Int {
        var reader = RowReader(body)
        return Int(min(reader.unsigned() ?? 0, UInt64(body.count)))
    }

    /// Hands each of a body's cells to `visit`, as far as the body makes sense or
    /// until `visit` returns false. A payload lives as long as the body's buffer.
    static func forEachCell(of body: UnsafeRawBufferPointer, _ visit: (Int64, UnsafeRawBufferPointer) -> Bool) {
        var reader = RowReader(body)
        // A body cut short says more cells than it holds: those before the cut read.
        guard var remaining = reader.unsigned() else { return }
        while remaining > 0 {
            remaining -= 1
            guard let name = reader.unsigned(), let length = reader.count(), let payload = reader.slice(length),
                  visit(Int64(truncatingIfNeeded: name), payload)
            else { return }
        }
    }

    /// A payload's value and error; nil when it does not decode, or names a type
    /// the names table does not hold.
    static func value(
        of payload: UnsafeRawBufferPointer, name: (Int64) -> String?
    ) -> (value: ImageValue, error: FieldError?)? {
        var reader = RowReader(payload)
        guard let first = reader.byte(), let tag = Tag(rawValue: first & ~errorBit) else { return nil }
        let value: ImageValue
        switch tag {
        case .missing: value = .missing
        case .null: value = .null
        case .false: value = .bool(false)
        case .true: value = .bool(true)
        case .int:
            guard let number = reader.signed() else { return nil }
            value = .int(Int(number))
        case .double:
            guard let number = reader.double() else { return nil }
            value = .double(number)
        case .string:
            guard let text = reader.string() else { return nil }
            value = .string(text)
        case .link:
            guard let target = link(&reader, name) else { return nil }
            value = .link(target)
        case .links:
            guard let count = reader.count() else { return nil }
            var targets: [RowLink?] = []
            targets.reserveCapacity(count)
            for _ in 0..<count {
                switch reader.byte() {
                case 0: targets.append(nil)
                case 1:
                    guard let target = link(&reader, name) else { return nil }
                    targets.append(target)
                default: return nil
                }
            }
            value = .links(targets)
        case .scalars:
            guard let elements = elements(&reader, depth: 0) else { return nil }
            value = .scalars(elements)
        }
        guard first & errorBit != 0 else { return (value, nil) }
        guard let message = reader.string(), let path = reader.string(), let hasExtensions = reader.byte()
        else { return nil }
        var extensions: String?
        if hasExtensions == 1 {
            guard let text = reader.string() else { return nil }
            extensions = text
        }
        return (value, FieldError(message: message, path: path, extensions: extensions))
    }

    private static func link(_ reader: inout RowReader, _ name: (Int64) -> String?) -> RowLink? {
        guard let id = reader.unsigned(), let type = name(Int64(truncatingIfNeeded: id)),
              let key = reader.string()
        else { return nil }
        return RowLink(type: type, key: RecordKey(key))
    }

    /// Nested lists deeper than a response may nest do not decode.
    private static func elements(_ reader: inout RowReader, depth: Int) -> [ScalarElement]? {
        guard depth <= Ingest.maximumSelectionDepth, let count = reader.count() else { return nil }
        var list: [ScalarElement] = []
        list.reserveCapacity(count)
        for _ in 0..<count {
            guard let raw = reader.byte(), let tag = ElementTag(rawValue: raw) else { return nil }
            switch tag {
            case .null: list.append(.null)
            case .false: list.append(.bool(false))
            case .true: list.append(.bool(true))
            case .int:
                guard let number = reader.signed() else { return nil }
                list.append(.int(Int(number)))
            case .double:
                guard let number = reader.double() else { return nil }
                list.append(.double(number))
            case .string:
                guard let text = reader.string() else { return nil }
                list.append(.string(text))
            case .list:
                guard let nested = elements(&reader, depth: depth + 1) else { return nil }
                list.append(.list(nested))
            }
        }
        return list
    }

    /// The name ids a body uses: its cells' and its links' types.
    static func names(in body: [UInt8]) -> [Int64] {
        var used: [Int64] = []
        body.withUnsafeBytes { buffer in
            forEachCell(of: buffer) { name, payload in
                used.append(name)
                _ = value(of: payload) { id in
                    used.append(id)
                    return ""
                }
                return true
            }
        }
        return used
    }
}
