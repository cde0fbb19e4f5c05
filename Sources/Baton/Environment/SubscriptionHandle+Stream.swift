/// A subscription's stream: each event read and ingested off the main actor as it
/// comes, the events of one turn committed together at the subscription root, a bad
/// event refused while the stream goes on, a failure waited out by the backoff, a
/// refusal ending it, the environment's activity parking it.
extension SubscriptionHandle {
    /// Opens the stream unless it runs or ended; parked instead while the
    /// environment is inactive.
    func openStream() {
        guard streaming == nil, !stream.isEnded, let environment, !environment.hasEnded else { return }
        guard environment.isActive else {
            stream = .idle
            return
        }
        stream = .connecting
        let request = operation.request
        let variables = operation.variables
        let transport = environment.transport
        let inbox = pendingEvents
        streaming = Task.detached { [weak self] in
            do {
                for try await payload in transport.execute(request) {
                    guard !Task.isCancelled else { return }
                    if inbox.put(Self.ingest(payload, variables)) { await self?.eventsArrived() }
                }
                await self?.ended(by: nil)
            } catch {
                await self?.ended(by: error)
            }
        }
    }

    /// Stops the stream, leaving its state to whoever stopped it; the events
    /// waiting for the next turn go with it.
    func closeStream() {
        streaming?.cancel()
        streaming = nil
        pendingEvents = EventInbox()
    }

    /// Stops the stream and leaves it idle: while the environment is inactive, or
    /// once no one holds it.
    func park() {
        closeStream()
        stream = .idle
    }

    /// An event handed in as the stream hands one, ingested on the caller's actor:
    /// the benchmarks time an event from the socket's bytes to the changed slot.
    @_spi(Benchmarks)
    public func receive(_ payload: Payload) {
        if pendingEvents.put(Self.ingest(payload, operation.variables)) { eventsArrived() }
    }

    /// An event read by the operation's plan, wherever the stream reads it.
    private nonisolated static func ingest(_ payload: Payload, _ variables: Variables) -> Result<ChangeSet, any Error> {
        Result { try Ingest.changeSet(for: payload, plan: Value.plan, variables: variables) }
    }

    /// The first event since the last turn is waiting: the environment's next turn
    /// commits it with every event that comes before that turn.
    private func eventsArrived() {
        guard !Task.isCancelled, let environment, !environment.hasEnded else { return }
        stream = .open
        environment.eventTurns { [weak self] in self?.commitPendingEvents() }
    }

    /// Commits the waiting events in order. An event with errors and no data, or
    /// one the plan cannot read, is refused and the stream goes on. An event landing
    /// after the end reaches neither memory nor the image.
    private func commitPendingEvents() {
        let events = pendingEvents.take()
        guard let environment, !environment.hasEnded else { return }
        for event in events {
            switch event {
            case .success(let changeSet):
                environment.store.commit(changeSet, kind: .server)
                streamEvents += 1
                backoff.reset()
            case .failure:
                refusedEvents += 1
            }
        }
    }

    /// The stream ended: by the server's completion (`nil`), a refusal a retry
    /// would repeat, or a failure waited out before it reopens.
    private func ended(by error: (any Error)?) async {
        // Parked, released or ended: whoever cancelled says the state.
        guard !Task.isCancelled else { return }
        guard let error else {
            streaming = nil
            stream = .ended(nil)
            return
        }
        guard !Failure(classifying: error).isRefusal else {
            streaming = nil
            stream = .ended(.request)
            return
        }
        await waitAndReopen()
    }

    /// Waits the backoff's next step, then reopens, counting a resumption.
    private func waitAndReopen() async {
        let wait = backoff.next()
        stream = .waiting(until: .now + wait)
        do {
            try await Task.sleep(for: wait)
        } catch {
            return
        }
        guard !Task.isCancelled else { return }
        streaming = nil
        resumptions += 1
        openStream()
    }
}
