import Baton
import BatonTesting

/// A transport that counts the operations it passes on, by name, to another.
final class CountingTransport: Transport {
    private let next: any Transport
    private let names = Locked<[String]>([])

    init(_ next: any Transport) {
        self.next = next
    }

    func execute(_ request: Request) -> Payloads {
        names.withLock { $0.append(request.operationName) }
        return next.execute(request)
    }

    /// How many requests named `name` went out.
    func count(_ name: String) -> Int {
        names.withLock { $0.filter { $0 == name }.count }
    }
}
