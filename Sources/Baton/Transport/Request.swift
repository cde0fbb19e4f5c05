/// One operation as a transport receives it. The kind lets a wrapper tell a query it
/// may retry from a mutation the server may already have applied.
public struct Request: Sendable, Hashable {
    public var kind: OperationKind
    public var operationName: String
    public var document: RequestDocument
    /// The variables the operation value holds; an unset variable is absent, one set
    /// to null holds `.null`.
    public var variables: Variables
    /// Sent only when baton.json names one.
    public var onError: ErrorBehavior?
    /// Whether the document defers parts (`@defer`), so the server may answer in
    /// parts; the plan says it.
    public var isIncremental: Bool

    public init(
        kind: OperationKind, operationName: String, document: RequestDocument,
        variables: Variables = [:], onError: ErrorBehavior? = nil, isIncremental: Bool = false
    ) {
        self.kind = kind
        self.operationName = operationName
        self.document = document
        self.variables = variables
        self.onError = onError
        self.isIncremental = isIncremental
    }
}
