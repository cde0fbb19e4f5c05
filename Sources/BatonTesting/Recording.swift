import Baton
import Foundation

/// A response recorded for an operation: for one set of variables, or for any.
public struct Recording: Sendable, Hashable {
    public var operationName: String
    /// The variables it answers exactly; nil answers the operation whatever they are.
    public var variables: Variables?
    public var payload: Payload

    public init(operationName: String, variables: Variables? = nil, payload: Payload) {
        self.operationName = operationName
        self.variables = variables
        self.payload = payload
    }

    public init(operationName: String, variables: Variables? = nil, json: String) {
        self.init(operationName: operationName, variables: variables, payload: Payload(json: json))
    }

    /// Whether it answers `request`, and how closely.
    func match(_ request: Request) -> Match? {
        guard operationName == request.operationName else { return nil }
        guard let variables else { return .anyVariables }
        return Self.sent(variables) == Self.sent(request.variables) ? .exact : nil
    }

    /// Variables as a server reads them: a top-level null is an unset variable,
    /// which a request sends as null when the operation declares it without a
    /// default (and a recording may leave out).
    private static func sent(_ variables: Variables) -> Variables {
        variables.filter { $0.value != .null }
    }

    enum Match: Comparable {
        case anyVariables
        case exact
    }
}
