import BatonCompiler
import BatonSupport
import Foundation
import SampleServerSupport
import Testing

/// The response keys an operation's author selected, by response path, read from
/// its `.graphql` files with the compiler's parser alone: the fields the lenses
/// must read, told apart from the keys the compiler adds to the text it sends.
/// Spreads and inline fragments merge into the path they stand at, whatever their
/// type condition.
struct AuthoredSelections {
    private var keys: [String: Set<String>] = [:]

    /// The selections of operation `name` among the documents of `graphql/<folder>/`.
    init(operation name: String, folder: String) throws {
        let directory = SampleServer.repositoryRoot.appendingPathComponent("graphql/\(folder)")
        var operations: [String: SelectionSet] = [:]
        var fragments: [String: SelectionSet] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path)
        where file.hasSuffix(".graphql") && file != "schema.graphql" {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            let document = try Parser.parseDocument(Source(text: text, path: file))
            for operation in document.operations { operations[operation.name?.value ?? ""] = operation.selectionSet }
            for fragment in document.fragments { fragments[fragment.name.value] = fragment.selectionSet }
        }
        let root = try #require(operations[name], "no operation \(name) in graphql/\(folder)")
        collect(root, at: "data", fragments)
    }

    /// Whether the author selected `key` in the object at `path` (a path as
    /// `differences` writes it, list indices and all).
    func selected(_ key: String, at path: String) -> Bool {
        keys[path.replacing(/\[\d+\]/, with: ""), default: []].contains(key)
    }

    private mutating func collect(_ set: SelectionSet, at path: String, _ fragments: [String: SelectionSet]) {
        for selection in set.selections {
            switch selection {
            case let .field(field):
                keys[path, default: []].insert(field.responseKey)
                if let inner = field.selectionSet { collect(inner, at: "\(path).\(field.responseKey)", fragments) }
            case let .fragmentSpread(spread):
                if let fragment = fragments[spread.name.value] { collect(fragment, at: path, fragments) }
            case let .inlineFragment(inline):
                collect(inline.selectionSet, at: path, fragments)
            }
        }
    }
}
