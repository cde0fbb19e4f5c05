import Baton

/// A subscription's handle bound to a step's name.
final class BoundSubscriptionHandle<Value: Subscription>: BoundHandle<Value, SubscriptionHandle<Value>>, StreamingHandle {
    var stream: Variable {
        switch handle.stream {
        case .idle: .string("idle")
        case .connecting: .string("connecting")
        case .open: .string("open")
        case .waiting: .string("waiting")
        case .ended(let kind): .object(["ended": kind.map { .string($0.rawValue) } ?? .null])
        }
    }

    var streamEvents: Int { handle.streamEvents }
    var resumptions: Int { handle.resumptions }
    var eventsTaken: Int { handle.streamEvents + handle.refusedEvents }
}
