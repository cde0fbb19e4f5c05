import Baton

/// The operations batonc compiled from the suite's documents, by name.
public struct OperationIndex: Sendable {
    private let types: [String: any Operation.Type]

    public init(_ operations: [any Operation.Type]) {
        types = Dictionary(operations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public var count: Int { types.count }

    /// The operation of that name, whatever its kind: a script's step names it alone.
    func type(named name: String) throws(StepFailure) -> any Operation.Type {
        guard let type = types[name] else {
            throw StepFailure("bind", "batonc compiled no operation named \(name)")
        }
        return type
    }

    /// The operation of that name, refused when the suite gives another kind.
    func type(named name: String, kind: String) throws -> any Operation.Type {
        guard let type = types[name] else {
            throw StepFailure("bind", "batonc compiled no operation named \(name)")
        }
        guard type.kind.rawValue == kind else {
            throw StepFailure("bind", "\(name) is a \(type.kind.rawValue), the suite runs it as a \(kind)")
        }
        return type
    }
}
