@_spi(Generated) import Baton

/// A generated operation run with variables the suite gives as JSON: the same
/// name, text, plan and lens as `Base`, its variables exactly as written (a
/// generated initializer would add the defaults the author declared).
struct SpecOperation<Base: Operation>: Operation {
    typealias Data = Base.Data
    static var name: String { Base.name }
    static var kind: OperationKind { Base.kind }
    static var document: RequestDocument { Base.document }
    static var plan: Plan { Base.plan }
    static var cacheExpiration: Duration? { Base.cacheExpiration }
    static var nullWhenUnset: [String] { Base.nullWhenUnset }

    let variables: Variables
}

/// A mutation run with the suite's variables is a mutation, so the environment
/// can send it and apply its optimistic layer.
extension SpecOperation: Mutation where Base: Mutation {}
