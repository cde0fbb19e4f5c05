/// Two transports as one: subscriptions over the one made for streams (a WebSocket),
/// queries and mutations over the other (HTTP), so an environment keeps one transport
/// whichever way its live data comes.
public struct SubscriptionRouting: Transport {
    public let operations: any Transport
    public let subscriptions: any Transport

    public init(operations: any Transport, subscriptions: any Transport) {
        self.operations = operations
        self.subscriptions = subscriptions
    }

    public func execute(_ request: Request) -> Payloads {
        request.kind == .subscription ? subscriptions.execute(request) : operations.execute(request)
    }
}
