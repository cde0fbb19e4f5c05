import Baton
import BatonTesting
import Foundation

/// One script's world: one environment over one store (a second over the same
/// image after `relaunch`), the clock the steps drive, the scripted transport
/// the steps answer through, the handles and layers the steps named, and what
/// the runtime reported during the current step.
@MainActor
final class ScriptEnvironment {
    let files: SuiteFiles
    let operations: OperationIndex
    let clock = ScriptClock()
    let transport = ScriptedTransport()
    private let buffer: Int
    private let expiration: Duration?
    /// The image's file, when the script runs with one.
    let imageURL: URL?
    private(set) var store: Store
    private(set) var environment: Environment
    var handles: [String: any ScriptHandle] = [:]
    var layers: [String: ScriptLayer] = [:]

    /// What the runtime reported since the step began: the log's events and the
    /// slots each batch notified.
    private(set) var events: [LogEvent] = []
    private(set) var notified: [ChangedSlot] = []
    /// The fields that held a value when the step began, by record key.
    private(set) var heldBefore: [String: Set<String>] = [:]
    private var sentBefore = 0

    /// How long a step waits for the runtime to send a request or finish a fetch
    /// it started: the ingest runs off the main actor.
    static let patience: Duration = .seconds(10)

    init(_ script: Script, files: SuiteFiles, operations: OperationIndex) {
        self.files = files
        self.operations = operations
        buffer = script.buffer ?? 10
        expiration = script.expiration.map { .milliseconds(Int64(($0 * 1000).rounded())) }
        imageURL = script.image == true
            ? FileManager.default.temporaryDirectory.appending(path: "baton-script-\(UUID().uuidString).sqlite") : nil
        (store, environment) = Self.open(buffer: buffer, expiration: expiration, clock: clock, transport: transport,
                                         image: imageURL)
        listen()
    }

    /// A store and its environment, over the image when the script has one.
    private static func open(
        buffer: Int, expiration: Duration?, clock: ScriptClock, transport: ScriptedTransport, image: URL?
    ) -> (Store, Environment) {
        let store = Store(
            releaseBufferSize: buffer, cacheExpiration: expiration, now: { clock.now }, wallClock: { clock.wallNow })
        let environment = Environment(store: store, transport: transport)
        if let image { store.attach(Persistence(url: image)) }
        return (store, environment)
    }

    /// Hears the environment's log and the store's notified slots.
    private func listen() {
        environment.log = { [weak self] event in self?.events.append(event) }
        store.notified = { [weak self] slots in self?.notified += slots }
    }

    /// Starts a step: what it reports is counted from here.
    func beginStep() throws(StepFailure) {
        events = []
        notified = []
        sentBefore = transport.requests.count
        heldBefore = try NotifiedFields.heldValues(in: store)
    }

    /// The requests the transport received since the step began.
    var sent: [Request] { Array(transport.requests.dropFirst(sentBefore)) }

    /// Ends the environment, waits for its image to give the file back, and
    /// opens a second store and environment over the same image.
    func relaunch(step: String) async throws(StepFailure) {
        guard imageURL != nil else { throw StepFailure(step, "the script runs without an image; nothing to relaunch over") }
        let persistence = store.persistence
        await persistence?.flush()
        environment.end()
        await persistence?.flush()
        handles = [:]
        layers = [:]
        (store, environment) = Self.open(buffer: buffer, expiration: expiration, clock: clock, transport: transport,
                                         image: imageURL)
        listen()
    }

    /// Removes the image's files once the script is over.
    func close() async {
        let persistence = store.persistence
        environment.end()
        await persistence?.flush()
        if let persistence { try? await persistence.removeAll() }
    }

    /// The open request the runtime sent for `request`, once it is sent; nil if
    /// `gaveUp` says the work that would send it ended first.
    func heldRequest(for request: Request, step: String, unless gaveUp: () -> Bool = { false })
        async throws(StepFailure) -> HeldRequest? {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.patience)
        while clock.now < deadline {
            if let held = transport.held.last(where: { $0.request == request }) { return held }
            if gaveUp() { return nil }
            try? await Task.sleep(for: .milliseconds(2))
        }
        throw StepFailure(step, "the runtime sent no request for \(request.operationName) within \(Self.patience)")
    }

    /// Waits until `condition` holds, as the runtime's tasks run.
    func wait(step: String, for what: String, until condition: () -> Bool) async throws(StepFailure) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.patience)
        while !condition() {
            guard clock.now < deadline else { throw StepFailure(step, "\(what) did not happen within \(Self.patience)") }
            try? await Task.sleep(for: .milliseconds(2))
        }
    }

    /// Lets what the step started reach the transport, and the collection it
    /// scheduled run, so the expectations read a settled runtime.
    func settle(step: String) async throws(StepFailure) {
        for _ in 0..<8 { await Task.yield() }
        for case let handle as any FetchingHandle in handles.values where handle.fetchInFlight {
            _ = try await heldRequest(for: handle.request, step: step) { !handle.fetchInFlight }
        }
        for case let handle as any StreamingHandle in handles.values where handle.stream == .string("connecting") {
            _ = try await heldRequest(for: handle.request, step: step) { handle.stream != .string("connecting") }
        }
        await environment.settled()
    }
}
