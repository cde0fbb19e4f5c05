import Observation

/// A mutation as a callable value: generated code gives each mutation's action a
/// `callAsFunction` with a labelled argument per variable, `optimistic:` and `updater:`, which
/// builds the operation value and calls `perform`. Observable, so a view that reads
/// `isInFlight` renders again when a call starts or ends.
@MainActor
@Observable
public final class MutationAction<Value: Mutation> {
    @ObservationIgnored public let environment: Environment
    /// Calls started and not yet ended.
    public private(set) var callsInFlight = 0

    public init(environment: Environment) {
        self.environment = environment
    }

    /// Whether a call of this action is waiting for the server.
    public var isInFlight: Bool { callsInFlight > 0 }

    /// Runs the mutation through the environment (see `Environment.mutate`).
    @discardableResult
    public func perform(_ mutation: Value, optimistic: Payload?, updater: Updater<Value>?) async throws -> Value.Data {
        callsInFlight += 1
        defer { callsInFlight -= 1 }
        return try await environment.mutate(mutation, optimistic: optimistic, updater: updater)
    }
}
