import Baton
import Foundation

extension Recording {
    /// The recordings in a folder, by file name: `<Operation>.json` holds a response
    /// body as the server sent it, and answers any variables, unless
    /// `<Operation>.variables.json` beside it holds the variables it answers. Several
    /// responses to one operation are told apart by a label after its name:
    /// `Characters.page-2.json` with `Characters.page-2.variables.json`.
    public static func load(from directory: URL) throws(RecordingError) -> [Recording] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        } catch {
            throw .unreadable(directory, error.localizedDescription)
        }
        let variablesSuffix = ".variables.json"
        let responses = names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(variablesSuffix) }
        let stems = Set(responses.map { String($0.dropLast(".json".count)) })
        if let orphan = names.first(where: {
            $0.hasSuffix(variablesSuffix) && !stems.contains(String($0.dropLast(variablesSuffix.count)))
        }) {
            throw .variablesWithoutResponse(directory.appendingPathComponent(orphan))
        }
        return try responses.map { (name: String) throws(RecordingError) -> Recording in
            let stem = String(name.dropLast(".json".count))
            let operationName = String(stem.prefix(while: { $0 != "." }))
            let variablesFile = directory.appendingPathComponent(stem + variablesSuffix)
            let variables = names.contains(stem + variablesSuffix) ? try decodeVariables(at: variablesFile) : nil
            let body = try read(directory.appendingPathComponent(name))
            return Recording(operationName: operationName, variables: variables, payload: Payload(bytes: body))
        }
    }

    private static func read(_ file: URL) throws(RecordingError) -> Data {
        do {
            return try Data(contentsOf: file)
        } catch {
            throw .unreadable(file, error.localizedDescription)
        }
    }

    private static func decodeVariables(at file: URL) throws(RecordingError) -> Variables {
        let data = try read(file)
        let decoded: DecodedVariable
        do {
            decoded = try JSONDecoder().decode(DecodedVariable.self, from: data)
        } catch {
            throw .badVariables(file, "not JSON: \(error)")
        }
        guard case let .object(variables) = decoded.value else {
            throw .badVariables(file, "the variables must be a JSON object")
        }
        return variables
    }
}

/// A JSON value read into the runtime's variable type; only recordings' small
/// variable files are read so.
private struct DecodedVariable: Decodable {
    let value: Variable

    init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var elements: [Variable] = []
            while !list.isAtEnd { elements.append(try list.decode(DecodedVariable.self).value) }
            value = .list(elements)
            return
        }
        if let object = try? decoder.container(keyedBy: MemberName.self) {
            var members: [String: Variable] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(DecodedVariable.self, forKey: key).value }
            value = .object(members)
            return
        }
        let scalar = try decoder.singleValueContainer()
        if scalar.decodeNil() {
            value = .null
        } else if let bool = try? scalar.decode(Bool.self) {
            value = .bool(bool)
        } else if let int = try? scalar.decode(Int.self) {
            value = .int(int)
        } else if let double = try? scalar.decode(Double.self) {
            value = .double(double)
        } else {
            value = .string(try scalar.decode(String.self))
        }
    }

    private struct MemberName: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// A recordings folder that cannot be read as one.
public enum RecordingError: Error, Hashable, CustomStringConvertible {
    case unreadable(URL, String)
    case badVariables(URL, String)
    case variablesWithoutResponse(URL)

    public var description: String {
        switch self {
        case let .unreadable(file, reason): "cannot read \(file.path): \(reason)"
        case let .badVariables(file, reason): "\(file.path): \(reason)"
        case let .variablesWithoutResponse(file): "\(file.path) has no response beside it (<same name>.json)"
        }
    }
}
