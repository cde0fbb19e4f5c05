/// Input values; a constant value (a default, a directive in SDL) admits no variable.
extension Parser {
    mutating func parseValueLiteral(constant: Bool) throws(SyntaxError) -> Value {
        let start = token.start
        switch token.kind {
        case .bracketLeft:
            try enterNesting()
            try advance()
            var values = [Value]()
            while try !skip(.bracketRight) { values.append(try parseValueLiteral(constant: constant)) }
            depth -= 1
            return .list(ListValue(values: values, span: span(from: start)))
        case .braceLeft:
            try enterNesting()
            try advance()
            var fields = [ObjectField]()
            while try !skip(.braceRight) {
                let fieldStart = token.start
                let name = try parseName()
                try expect(.colon)
                let value = try parseValueLiteral(constant: constant)
                fields.append(ObjectField(name: name, value: value, span: span(from: fieldStart)))
            }
            depth -= 1
            return .object(ObjectValue(fields: fields, span: span(from: start)))
        case .int:
            let text = token.value
            try advance()
            return .int(IntValue(text: text, span: span(from: start)))
        case .float:
            let text = token.value
            try advance()
            return .float(FloatValue(text: text, span: span(from: start)))
        case .string, .blockString:
            return .string(try parseStringLiteral())
        case .name:
            let name = token.value
            try advance()
            switch name {
            case "true": return .boolean(BooleanValue(value: true, span: span(from: start)))
            case "false": return .boolean(BooleanValue(value: false, span: span(from: start)))
            case "null": return .null(NullValue(span: span(from: start)))
            default: return .enumValue(EnumValue(value: name, span: span(from: start)))
            }
        case .dollar:
            if constant {
                let dollar = token
                try advance()
                if peek(.name) {
                    throw lexer.error(at: dollar.start, "Unexpected variable \"$\(token.value)\" in constant value.")
                }
                throw unexpected(dollar)
            }
            return .variable(try parseVariable())
        default:
            throw unexpected()
        }
    }

    /// A string, or a block string left in the source until its value is read.
    mutating func parseStringLiteral() throws(SyntaxError) -> StringValue {
        let literal = token
        try advance()
        let bytes = lexer.source.bytes
        if literal.kind == .blockString {
            return StringValue(blockStringIn: bytes, literal: literal.start..<literal.end, span: span(from: literal.start))
        }
        return StringValue(
            value: literal.value, block: false, raw: String(decoding: bytes[literal.start..<literal.end], as: UTF8.self),
            span: span(from: literal.start))
    }
}
