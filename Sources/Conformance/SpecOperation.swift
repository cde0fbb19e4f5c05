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

/// Each kind run with the suite's variables is of its kind, so the environment
/// makes its kind of handle, sends a mutation and applies its optimistic layer.
extension SpecOperation: Query where Base: Query {}
extension SpecOperation: Mutation where Base: Mutation {}
extension SpecOperation: Subscription where Base: Subscription {}
