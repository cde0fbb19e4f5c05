/// An incremental response (`@defer`) committed part by part, in the order the
/// server sends them, as a transport hands each one over: the initial payload,
/// whose deferred fields may be absent, then the parts that deliver them.
///
/// Each part is read whole before any of it is committed, so a malformed part
/// throws and leaves the store as it was, and the parts before it stay
/// committed. An item naming a place the store or the plan does not have is
/// dropped and logged, and the rest of its part committed. A part completed
/// with errors is a failed part: its errors land on the fields it would have
/// filled.
@MainActor
public final class IncrementalResponse {
    public let plan: Plan
    public let variables: Variables
    public let store: Store
    /// Whether the parts are a server's response, whose objects must carry the
    /// fields of the part that delivers them.
    public let complete: Bool
    public private(set) var partsCommitted = 0
    /// Whether the server said more parts follow; false once a part said none
    /// does, or said nothing of it.
    public private(set) var hasNext = true
    /// The parts announced and not yet completed, by id.
    private var announced: [String: IncrementalEnvelope.Announced] = [:]

    public init(plan: Plan, variables: Variables = [:], complete: Bool = true, store: Store) {
        self.plan = plan
        self.variables = variables
        self.complete = complete
        self.store = store
    }

    /// Takes up a response whose initial payload was committed already, as a
    /// fetch's plain ingest commits it off the main actor: what it announced, and
    /// whether parts follow.
    public func takeUp(initial part: [UInt8]) throws {
        guard partsCommitted == 0 else { throw IncrementalError.dataAfterInitial }
        let envelope = try part.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else { throw IngestError(.truncated, at: 0) }
            var walk = IngestWalk(scanner: JSONScanner(base: base, count: buffer.count), plan: plan,
                                  variables: variables, complete: complete, bytes: part)
            return try walk.readEnvelope()
        }
        for announcement in envelope.pending { announced[announcement.id] = announcement }
        partsCommitted = 1
        hasNext = envelope.hasNext ?? false
    }

    /// The labels of the parts announced and not yet completed.
    public var pendingLabels: [String?] {
        announced.keys.sorted().map { announced[$0]!.label }
    }

    /// Commits the next part, each of its items as a batch of the `kind`.
    ///
    /// Throws `IngestError` for a part the plan cannot read, `GraphQLErrors` for an
    /// initial payload that is a request error, and `IncrementalError` for a part
    /// out of place; nothing of the part is committed then.
    @discardableResult
    public func commit(_ part: [UInt8], kind: Commit.Kind = .server) throws -> PartOutcome {
        guard hasNext else { throw IncrementalError.partAfterLast }
        let read = try part.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else { throw IngestError(.truncated, at: 0) }
            return try readPart(part, JSONScanner(base: base, count: buffer.count))
        }
        var commits: [Commit] = []
        for changeSet in read.changeSets {
            commits.append(store.commit(changeSet, kind: kind))
        }
        for dropped in read.dropped {
            store.log?(.partDropped(path: dropped.path))
        }
        for announcement in read.envelope.pending { announced[announcement.id] = announcement }
        for completion in read.envelope.completed { announced[completion.id] = nil }
        partsCommitted += 1
        hasNext = read.envelope.hasNext ?? false
        let unplaced = read.changeSets.flatMap(\.unplacedErrors) + read.unplacedErrors
        return PartOutcome(commits: commits, dropped: read.dropped, unplacedErrors: unplaced, hasNext: hasNext)
    }

    private struct Read {
        var envelope: IncrementalEnvelope
        var changeSets: [ChangeSet] = []
        var dropped: [DroppedItem] = []
        /// The later part's own errors, and a failed part's that found no place.
        var unplacedErrors: [FieldError] = []
    }

    /// The part's change sets, the initial payload's first, each item's after.
    private func readPart(_ part: [UInt8], _ scanner: JSONScanner) throws -> Read {
        var envelopeWalk = IngestWalk(scanner: scanner, plan: plan, variables: variables, complete: complete, bytes: part)
        var read = Read(envelope: try envelopeWalk.readEnvelope())
        if partsCommitted == 0 {
            var walk = IngestWalk(scanner: scanner, plan: plan, variables: variables, complete: complete, bytes: part)
            read.changeSets.append(try walk.run())
        } else {
            guard !read.envelope.hasData else { throw IncrementalError.dataAfterInitial }
            read.unplacedErrors += envelopeWalk.responseErrors.map(\.fieldError)
        }
        var known = announced
        for announcement in read.envelope.pending { known[announcement.id] = announcement }
        for completion in read.envelope.completed where !completion.errors.isEmpty {
            guard let announcement = known[completion.id] else {
                read.dropped.append(DroppedItem(path: "", label: nil, reason: .unknownID))
                read.unplacedErrors += completion.errors.map(\.fieldError)
                continue
            }
            switch store.deferredTarget(at: announcement.path, label: announcement.label, plan: plan, variables: variables) {
            case let .failure(reason):
                read.dropped.append(DroppedItem(path: dotted(announcement.path), label: announcement.label, reason: reason))
                read.unplacedErrors += completion.errors.map(\.fieldError)
            case let .success(target):
                var walk = IngestWalk(scanner: scanner, plan: plan, variables: variables, complete: complete, bytes: part)
                read.changeSets.append(walk.failedPart(into: target, errors: completion.errors))
            }
        }
        for item in read.envelope.items {
            let path: [ResponseError.Segment]
            let label: String?
            if let id = item.id {
                guard let announcement = known[id] else {
                    read.dropped.append(DroppedItem(path: dotted(item.subPath), label: item.label, reason: .unknownID))
                    continue
                }
                path = announcement.path + item.subPath
                label = announcement.label
            } else {
                path = (item.path ?? []) + item.subPath
                label = item.label
            }
            guard let dataStart = item.dataStart else {
                read.dropped.append(DroppedItem(path: dotted(path), label: label, reason: .noData))
                continue
            }
            switch store.deferredTarget(at: path, label: label, plan: plan, variables: variables) {
            case let .failure(reason):
                read.dropped.append(DroppedItem(path: dotted(path), label: label, reason: reason))
            case let .success(target):
                var walk = IngestWalk(scanner: scanner, plan: plan, variables: variables, complete: complete, bytes: part)
                read.changeSets.append(try walk.readItem(at: dataStart, into: target, errors: item.errors))
            }
        }
        return read
    }

    private func dotted(_ path: [ResponseError.Segment]) -> String {
        ResponseError(message: "", path: path, extensions: nil).dottedPath
    }
}
