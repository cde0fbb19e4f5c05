import Foundation

/// A store's image: handed over once, written behind every server commit, read
/// by hydration alone.
extension Store {
    /// A store whose server commits are written to `persistence`'s file.
    public convenience init(persistence: Persistence) {
        self.init()
        attach(persistence)
    }

    /// Gives the store its image. Records the store already holds are queued for it.
    public func attach(_ persistence: Persistence) {
        let state = ImageState(persistence: persistence)
        image = state
        verifyInvariants(imageCaptures: state.queueEverything(of: self))
    }

    /// The image the store writes to, if it has one.
    public var persistence: Persistence? { image?.persistence }

    /// Called by every commit once its batch is finished; only a server's batch
    /// reaches the image, taken after any optimistic layers were lifted so the
    /// values are the server's. Returns the records it captured, for the debug
    /// builds' check that they are.
    func queueImageSnapshots(
        _ kind: Commit.Kind, _ changeSet: ChangeSet, changed: [ChangedSlot], firstNew: Int32
    ) -> [CapturedRecords.Capture] {
        guard kind == .server, let image else { return [] }
        let captured = image.queueSnapshots(of: self, changeSet: changeSet, changed: changed, firstNew: firstNew)
        image.queueMemberships(changeSet.memberships)
        return captured
    }

    /// Runs `body`, whose image work is written in one transaction.
    func imageWritesTogether<T>(_ body: () throws -> T) rethrows -> T {
        guard let image else { return try body() }
        return try image.persistence.writer.together(body)
    }

    /// Teaches the store the memberships earlier launches' responses taught, once.
    func learnImageMemberships() {
        guard let image, !image.learnedMemberships else { return }
        image.learnedMemberships = true
        guard let pairs = image.persistence.writer.membershipsAtOpen(), !pairs.isEmpty
        else { return }
        var lesson = ChangeSet()
        lesson.memberships = pairs.map { ChangeSet.Membership(type: TypeID($0.type), condition: $0.condition) }
        commit(lesson, kind: .local)
    }

    /// Records when an operation, by name and variables, fetched, so that a later
    /// launch knows its data's age. An operation that selects a transient root field
    /// leaves no stamp, since its variables say what the field was asked with.
    public func recordFetch(of plan: Plan, variables: Variables, at time: Date) {
        guard let image else { return }
        image.learnTransientRoots(of: plan)
        guard !selectsTransientRootField(plan, image.schema) else { return }
        image.persistence.writer.enqueue([
            .fetch(operation: Self.fetchKey(plan.name, variables), time: time.timeIntervalSince1970),
        ])
    }

    /// When an earlier launch (or this one) last recorded a fetch of the operation;
    /// nil when the image does not know.
    public func imageFetchTime(of plan: Plan, variables: Variables) -> Date? {
        imageFetchAge(of: plan, variables: variables)?.time
    }

    /// The fetch time the image recorded for the operation, and whether an
    /// invalidation came at or after it; nil when the image does not know.
    public func imageFetchAge(of plan: Plan, variables: Variables) -> (time: Date, invalidated: Bool)? {
        guard let image else { return nil }
        let key = Self.fetchKey(plan.name, variables)
        guard let age = image.persistence.writer.read({ file throws(SQLiteFailure) in try file.fetchAge(key) }),
              let age
        else { return nil }
        image.persistence.writer.enqueue([.touch(TouchedRows(fetches: [key]))], urgent: false)
        return (Date(timeIntervalSince1970: age.time), age.invalidated)
    }

    /// Marks every fetch the image recorded up to `time` stale, so that a later
    /// launch reads their data stale as this one does.
    public func invalidateImage(at time: Date) {
        image?.persistence.writer.enqueue([.invalidate(time: time.timeIntervalSince1970)])
    }

    /// An operation's fetch stamp key: its name, then its variables as sorted JSON.
    static func fetchKey(_ name: String, _ variables: Variables) -> String {
        name + " " + Variable.object(variables).json
    }

    private func selectsTransientRootField(_ plan: Plan, _ schema: ImageSchema) -> Bool {
        guard !schema.transientRootFields.isEmpty else { return false }
        return plan.selections[plan.root].variants.contains { variant in
            variant.fields.contains { field in
                switch field.storageKey {
                case let .constant(text): schema.isTransientRootField(text)
                case let .arguments(name, _): schema.isTransientRootField(name)
                }
            }
        }
    }
}
