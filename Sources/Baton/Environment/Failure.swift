/// What a fetch that did not deliver says: one of a closed set of kinds, and the
/// error as it was thrown.
public struct Failure: Error, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// The transport threw: a status, a timeout, a dropped connection.
        case transport
        /// The server refused the request: errors and no data (`GraphQLErrors`).
        case request
        /// The response is not one the plan reads (`IngestError`).
        case malformed
        /// The store does not hold the data and the policy forbids the network.
        case missingData
        /// The environment that made the handle is gone.
        case environment
        /// Not a fetch's: the verdict on data the store holds, when the operation's
        /// `@throwOnFieldError` finds an uncaught field error in it (`FieldErrors`).
        case fieldErrors
        /// Not a fetch's: the verdict when a bubbling `@required` field reached the
        /// operation's root (`RequiredFieldError`).
        case requiredField
    }

    public let kind: Kind
    /// The error as thrown, unchanged.
    public let error: any Error

    public init(_ kind: Kind, _ error: any Error) {
        self.kind = kind
        self.error = error
    }

    /// Classifies an error a fetch ran into. A transport's request error is the
    /// server's refusal, so it is the request kind whoever noticed it.
    public init(classifying error: any Error) {
        switch error {
        case let failure as Failure: self = failure
        case is GraphQLErrors: self.init(.request, error)
        case is IngestError: self.init(.malformed, error)
        case is MissingDataError: self.init(.missingData, error)
        case is EnvironmentError: self.init(.environment, error)
        case is FieldErrors: self.init(.fieldErrors, error)
        case is RequiredFieldError: self.init(.requiredField, error)
        case let transport as TransportError:
            if case .requestError = transport { self.init(.request, error) } else { self.init(.transport, error) }
        default: self.init(.transport, error)
        }
    }

    public var description: String { "\(kind.rawValue): \(error)" }
}

/// The store does not hold an operation's data and its policy reads the store alone.
public struct MissingDataError: Error, Sendable, Equatable, CustomStringConvertible {
    public let operationName: String

    public var description: String { "the store does not hold the data of \(operationName)" }
}

/// A fetch asked of a handle whose environment no longer exists.
public struct EnvironmentError: Error, Sendable, Equatable, CustomStringConvertible {
    public let operationName: String

    public var description: String { "the environment that made the handle of \(operationName) is gone" }
}
