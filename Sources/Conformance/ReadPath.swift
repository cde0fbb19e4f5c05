import Baton

/// A row's path: response keys and list indices from the root, joined by dots;
/// the empty path is the operation itself.
struct ReadPath: CustomStringConvertible {
    let components: [String]

    init(_ text: String) {
        components = text.isEmpty ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    private init(components: [String]) {
        self.components = components
    }

    var description: String { components.joined(separator: ".") }

    /// The path one step up; the root's is the root.
    var parent: ReadPath { ReadPath(components: components.dropLast()) }

    /// The value at the path in a lens's JSON; nil where the path leaves it
    /// (a key the lens did not write, an index past a list's end, a step into a leaf).
    func value(in root: Variable) -> Variable? {
        var current = root
        for component in components {
            switch current {
            case .object(let members):
                guard let next = members[component] else { return nil }
                current = next
            case .list(let elements):
                guard let index = Int(component), elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    /// `root` with the value at the path replaced, for an optimistic response.
    func replacing(in root: Variable, with value: Variable) -> Variable? {
        replace(components[...], in: root, with: value)
    }

    private func replace(_ rest: ArraySlice<String>, in node: Variable, with value: Variable) -> Variable? {
        guard let head = rest.first else { return value }
        switch node {
        case .object(var members):
            guard let child = members[head], let replaced = replace(rest.dropFirst(), in: child, with: value) else { return nil }
            members[head] = replaced
            return .object(members)
        case .list(var elements):
            guard let index = Int(head), elements.indices.contains(index),
                  let replaced = replace(rest.dropFirst(), in: elements[index], with: value) else { return nil }
            elements[index] = replaced
            return .list(elements)
        default:
            return nil
        }
    }
}
