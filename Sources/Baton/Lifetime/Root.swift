/// What the environment keeps an operation value's handle for: the plan and
/// variables a collection marks from, and the fetch that leaves with it.
@MainActor
protocol Root: AnyObject {
    var plan: Plan { get }
    var variables: Variables { get }
    func cancelFetch()
}

extension OperationHandle: Root {
    var plan: Plan { Value.plan }
    var variables: Variables { operation.variables }
}
