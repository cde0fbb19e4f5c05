/// A subscription's handle holds a stream: each event committed at the
/// subscription root as it comes, a bad event refused while the stream goes on,
/// a failure waited out by the backoff, the environment's activity parking it.
extension OperationHandle {
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
        let transport = environment.transport
        streaming = Task { [weak self] in
            await self?.consume(transport.execute(request))
        }
    }

    /// Stops the stream, leaving its state to whoever stopped it.
    func closeStream() {
        streaming?.cancel()
        streaming = nil
    }

    /// The environment became active or inactive: a retained stream that did
    /// not end parks, or reopens counting a resumption.
    func activityChanged(active: Bool) {
        guard Value.kind == .subscription, holderCount > 0, !stream.isEnded else { return }
        if active {
            guard streaming == nil else { return }
            resumptions += 1
            openStream()
        } else {
            closeStream()
            stream = .idle
        }
    }

    private func consume(_ payloads: Payloads) async {
        do {
            for try await payload in payloads {
                guard !Task.isCancelled else { return }
                await receive(payload)
            }
            guard !Task.isCancelled else { return }
            streaming = nil
            stream = .ended(nil)
        } catch {
            // Parked, released or ended: whoever cancelled says the state.
            guard !Task.isCancelled else { return }
            let failure = Failure(classifying: error)
            guard failure.kind != .request else {
                // A refusal a retry would repeat.
                streaming = nil
                stream = .ended(.request)
                return
            }
            await waitAndReopen()
        }
    }

    /// Commits one event at the subscription root. An event with errors and no
    /// data, or one the plan cannot read, is refused and the stream goes on.
    private func receive(_ payload: Payload) async {
        guard let environment else { return }
        let variables = operation.variables
        let changeSet = await Task.detached {
            try Ingest.changeSet(for: payload, plan: Value.plan, variables: variables)
        }.result
        // An event landing after the end reaches neither memory nor the image.
        guard !Task.isCancelled, !environment.hasEnded else { return }
        stream = .open
        switch changeSet {
        case .success(let changeSet):
            environment.store.commit(changeSet, kind: .server)
            streamEvents += 1
            backoff.reset()
        case .failure:
            refusedEvents += 1
        }
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
