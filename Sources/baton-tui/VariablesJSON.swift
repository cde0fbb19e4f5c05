import Baton
import Foundation

/// `--variables`: a JSON object read into the runtime's variables.
enum VariablesJSON {
    static func decode(_ text: String) throws(UsageError) -> Variables {
        let decoded: JSONVariable
        do {
            decoded = try JSONDecoder().decode(JSONVariable.self, from: Data(text.utf8))
        } catch {
            throw .badVariables("not JSON: \(text)")
        }
        guard case let .object(members) = decoded.value else { throw .badVariables("not a JSON object: \(text)") }
        return members
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
