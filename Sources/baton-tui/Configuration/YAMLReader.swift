import CYAML

/// Reads YAML through libyaml's event parser into `YAMLNode`s, on a stack of its own so
/// no nesting reaches the thread's. One document; anchors, aliases and tags are refused,
/// since a configuration needs none and an alias can make a small file huge; and so is
/// nesting deeper than `maximumDepth`, which no configuration needs and which libyaml
/// reads ever more slowly.
enum YAMLReader {
    static let maximumDepth = 64

    struct Failure: Error, Equatable {
        var problem: String
        var mark: YAMLNode.Mark
    }

    /// The document's root, or nil for a file with no document (empty, or comments only).
    static func read(_ bytes: [UInt8]) throws(Failure) -> YAMLNode? {
        guard !bytes.isEmpty else { return nil }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else { throw Failure(problem: "libyaml could not start", mark: .init(line: 1, column: 1)) }
        defer { yaml_parser_delete(&parser) }
        let result: Result<YAMLNode?, Failure> = bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress!, buffer.count)
            return Result { () throws(Failure) in try readEvents(&parser) }
        }
        return try result.get()
    }

    /// A container being read: its items so far (a mapping's as key, value, key, ...).
    private struct Open {
        var isMapping: Bool
        var items: [YAMLNode]
        var mark: YAMLNode.Mark
    }

    private static func readEvents(_ parser: inout yaml_parser_t) throws(Failure) -> YAMLNode? {
        var stack: [Open] = []
        var root: YAMLNode?
        var documents = 0
        func place(_ node: YAMLNode) {
            if stack.isEmpty { root = node } else { stack[stack.count - 1].items.append(node) }
        }
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) != 0 else { throw failure(of: parser) }
            defer { yaml_event_delete(&event) }
            let mark = YAMLNode.Mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return root
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 { throw Failure(problem: "the file holds more than one document", mark: mark) }
            case YAML_ALIAS_EVENT:
                throw Failure(problem: "aliases are not read here; write the value out", mark: mark)
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                try refuseAnchor(scalar.anchor, tag: scalar.tag, at: mark)
                let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                place(.scalar(text, mark))
            case YAML_SEQUENCE_START_EVENT:
                try refuseAnchor(event.data.sequence_start.anchor, tag: event.data.sequence_start.tag, at: mark)
                try refuseDepth(stack.count, at: mark)
                stack.append(Open(isMapping: false, items: [], mark: mark))
            case YAML_MAPPING_START_EVENT:
                try refuseAnchor(event.data.mapping_start.anchor, tag: event.data.mapping_start.tag, at: mark)
                try refuseDepth(stack.count, at: mark)
                stack.append(Open(isMapping: true, items: [], mark: mark))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                let open = stack.removeLast()
                if open.isMapping {
                    let pairs = stride(from: 0, to: open.items.count - 1, by: 2).map { (key: open.items[$0], value: open.items[$0 + 1]) }
                    place(.mapping(pairs, open.mark))
                } else {
                    place(.sequence(open.items, open.mark))
                }
            default:
                break
            }
        }
    }

    private static func refuseDepth(_ depth: Int, at mark: YAMLNode.Mark) throws(Failure) {
        if depth >= maximumDepth { throw Failure(problem: "nested deeper than \(maximumDepth) levels", mark: mark) }
    }

    private static func refuseAnchor(_ anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?,
                                     at mark: YAMLNode.Mark) throws(Failure) {
        if anchor != nil { throw Failure(problem: "anchors are not read here; write the value out", mark: mark) }
        if tag != nil { throw Failure(problem: "tags are not read here", mark: mark) }
    }

    private static func failure(of parser: yaml_parser_t) -> Failure {
        let problem = parser.problem.map { String(cString: $0) } ?? "the file is not YAML"
        let context = parser.context.map { String(cString: $0) + ": " } ?? ""
        let mark = parser.problem_mark
        return Failure(problem: context + problem, mark: .init(line: Int(mark.line) + 1, column: Int(mark.column) + 1))
    }
}
