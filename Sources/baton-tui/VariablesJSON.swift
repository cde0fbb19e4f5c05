import Baton
import Foundation

/// `--variables`: a JSON object read into the runtime's variables. A message quotes
/// at most the input's beginning, however long the input is.
enum VariablesJSON {
    /// How deep objects and lists may nest: deeper, the decoder would give up without
    /// saying why.
    static let maximumDepth = 256
    /// How much of the input a message quotes.
    static let quotedLength = 40

    static func decode(_ text: String) throws(UsageError) -> Variables {
        if depth(of: text) > maximumDepth {
            throw .badVariables("nested deeper than \(maximumDepth) levels: \(quoted(text))")
        }
        let decoded: JSONVariable
        do {
            decoded = try JSONDecoder().decode(JSONVariable.self, from: Data(text.utf8))
        } catch {
            throw .badVariables("not JSON: \(quoted(text))")
        }
        guard case let .object(members) = decoded.value else { throw .badVariables("not a JSON object: \(quoted(text))") }
        return members
    }

    /// The deepest nesting of objects and lists, brackets inside strings not counted.
    static func depth(of text: String) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in text.utf8 {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// The input's beginning, whole when short.
    private static func quoted(_ text: String) -> String {
        text.count <= quotedLength ? text : String(text.prefix(quotedLength)) + "… (\(text.utf8.count) bytes)"
    }
}

/// One JSON value as a `Variable`: an integer stays an integer, a fraction is a double.
private struct JSONVariable: Decodable {
    let value: Variable

    private struct Name: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Name.self) {
            var members: Variables = [:]
            for key in object.allKeys {
                members[key.stringValue] = try object.decode(JSONVariable.self, forKey: key).value
            }
            value = .object(members)
        } else if var list = try? decoder.unkeyedContainer() {
            var elements: [Variable] = []
            while !list.isAtEnd { elements.append(try list.decode(JSONVariable.self).value) }
            value = .list(elements)
        } else {
            let scalar = try decoder.singleValueContainer()
            if scalar.decodeNil() {
                value = .null
            } else if let flag = try? scalar.decode(Bool.self) {
                value = .bool(flag)
            } else if let number = try? scalar.decode(Int.self) {
                value = .int(number)
            } else if let number = try? scalar.decode(Double.self) {
                value = .double(number)
            } else {
                value = .string(try scalar.decode(String.self))
            }
        }
    }
}
