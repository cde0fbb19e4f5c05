/// Whether a failed mutation may still have changed the server's data. A screen that
/// sent one says "not known" and fetches again when it may have, and says "could not"
/// when it cannot have.
extension Failure {
    /// True when the request went out and its answer was lost or could not be read:
    /// a timeout, a body cut short or broken, a response the plan cannot read. False
    /// when the server refused the request, or it never left, or it was cancelled.
    public var mayHaveBeenApplied: Bool {
        switch kind {
        case .malformed: return true
        case .transport:
            guard let transport = error as? TransportError else { return false }
            switch transport {
            case .timedOut, .truncated, .malformedStream: return true
            case .http, .redirected, .requestError, .cancelled, .connection, .invalidRequest, .unanswered: return false
            }
        case .request, .missingData, .environment, .fieldErrors, .requiredField: return false
        }
    }
}
