extension Failure {
    /// Whether trying again would only repeat it: the server's request error, a
    /// refused token (HTTP 401 or 403, graphql-transport-ws's close 4401 or 4403), or a
    /// redirect, which is never followed.
    /// A stream ends on one where it waits out any other failure and reopens.
    public var isRefusal: Bool {
        if kind == .request { return true }
        switch error {
        case let TransportError.http(status, _, _), let WebSocketError.upgradeRefused(status, _):
            return status == 401 || status == 403
        case WebSocketError.unauthorized, WebSocketError.forbidden, TransportError.redirected:
            return true
        default:
            return false
        }
    }
}
