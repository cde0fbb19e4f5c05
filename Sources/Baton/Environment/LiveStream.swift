/// A retained subscription's stream as an inspector lists it: the operation, where
/// its stream stands, the events it committed and the times it reopened.
public struct LiveStream: Sendable, Equatable {
    public let operationName: String
    public let state: SubscriptionStream
    public let events: Int
    public let resumptions: Int

    public init(operationName: String, state: SubscriptionStream, events: Int, resumptions: Int) {
        self.operationName = operationName
        self.state = state
        self.events = events
        self.resumptions = resumptions
    }
}
