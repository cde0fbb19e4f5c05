@_spi(Generated) import Baton
import BatonScreens
import Foundation
import Observation

/// `baton-tui subscribe`: a compiled subscription through the whole runtime (its
/// transport's stream, each event ingested and committed), each event's data read
/// back through the lenses and printed as one JSON line (events committed while the
/// last was printing print once, as the store stands after them). A lost stream
/// reconnects with the runtime's backoff, said on stderr.
@MainActor
enum SubscribeCommand {
    /// Runs the command; returns the exit status: 0 when the server or the count ends
    /// it, 1 for a failure, 2 for usage.
    static func main(_ arguments: [String]) async -> Int32 {
        do {
            let parsed = try OptionValues.parse(arguments, SubscribeOptions.table)
            if let answer = try OperationArguments.answer(to: parsed, usage: Usage.subscribe, running: .subscription) {
                print(answer)
                return 0
            }
            let options = try SubscribeOptions(parsed)
            let (api, type) = try options.operation.lookUp(runningAs: .subscription, in: "subscribe")
            guard let subscription = type as? any Baton.Subscription.Type else {
                throw UsageError.wrongKind(type.name, is: type.kind, command: "subscribe", runs: .subscription)
            }
            return try await run(subscription, api: api, options)
        } catch {
            StandardError.write("baton-tui subscribe: \(error)")
            return 2
        }
    }

    private static func run<Base: Baton.Subscription>(_ type: Base.Type, api: CatalogAPI, _ options: SubscribeOptions)
        async throws(UsageError) -> Int32 {
        let operation = try options.operation.operation(Base.self)
        let endpoint = try options.operation.endpoint(of: api)
        let transport = options.live.transport(endpoint: endpoint, token: api.token(for: endpoint))
        let environment = Environment(store: Store(), transport: transport)
        let handle = environment.handle(for: operation)
        let retention = handle.retain()
        defer { retention.end() }
        var printed = 0
        var saidWaiting = false
        while options.count.map({ printed < $0 }) ?? true {
            if handle.streamEvents > printed, let data = handle.phase.data {
                printed = handle.streamEvents
                // Written at once, not buffered: a pipe's reader sees each event as it comes.
                FileHandle.standardOutput.write(Data((data.jsonValue.json + "\n").utf8))
                continue
            }
            switch handle.stream {
            case .ended(nil):
                return 0
            case .ended(let kind?):
                StandardError.write("baton-tui subscribe: the stream ended: \(kind.rawValue) failure")
                return 1
            case .waiting(let until):
                if !saidWaiting { StandardError.write("baton-tui subscribe: the stream was lost; reconnecting in \(ContinuousClock.now.duration(to: until))") }
                saidWaiting = true
            default:
                saidWaiting = false
            }
            await changed(handle)
        }
        return 0
    }

    /// Until the handle's stream or its events change.
    private static func changed<Value>(_ handle: SubscriptionHandle<Value>) async {
        await withCheckedContinuation { continuation in
            withObservationTracking {
                _ = handle.stream
                _ = handle.streamEvents
            } onChange: {
                continuation.resume()
            }
        }
    }
}
