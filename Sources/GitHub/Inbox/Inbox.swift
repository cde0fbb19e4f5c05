import Baton
import BatonScreens
import Foundation
import Observation

/// The viewer's notifications inbox, one per GitHub environment: it polls GitHub's REST
/// inbox as GitHub asks (`If-Modified-Since` from the last answer's `Last-Modified`, so a
/// 304 commits nothing; never sooner than `X-Poll-Interval`), commits each answer into
/// the store under the inbox's client types (`InboxPayload`), and marks threads read or
/// done, or all read, showing each mark at once as an optimistic layer that GitHub's
/// answer settles or a refusal drops. The store keeps what it committed, so the image
/// draws the inbox at the next launch before the first poll.
@MainActor
@Observable
final class Inbox: NoticeSource {
    /// What the last poll or mark came to when it failed, in words; nil after one that worked.
    private(set) var notice: String?
    /// Whether a poll is in flight.
    private(set) var isPolling = false
    /// When the last poll was answered, for the status line's age.
    private(set) var polledAt: ContinuousClock.Instant?

    @ObservationIgnored let environment: Environment
    @ObservationIgnored private let held: HeldOperation<InboxQuery>
    @ObservationIgnored private var polling: Task<Void, Never>?
    /// The marks in flight, by thread id (or "all"): another on one waits for GitHub.
    @ObservationIgnored private var marking: Set<String> = []

    /// How many pages of threads a poll reads at most: the newest, 50 a page.
    static let pages = 3
    /// GitHub's own least interval when it names none.
    static let standardInterval = 60

    /// The inbox of `environment`: the one its readers (the tab's count, the dashboard's
    /// section) hold, made by the first; it stops polling when the last lets it go.
    static func of(_ environment: Environment) -> Inbox {
        let key = ObjectIdentifier(environment)
        inboxes = inboxes.filter { $0.value.inbox != nil }
        if let inbox = inboxes[key]?.inbox { return inbox }
        let inbox = Inbox(environment: environment)
        inboxes[key] = Held(inbox: inbox)
        return inbox
    }

    private struct Held {
        weak var inbox: Inbox?
    }

    @ObservationIgnored private static var inboxes: [ObjectIdentifier: Held] = [:]

    private init(environment: Environment) {
        self.environment = environment
        held = HeldOperation(InboxQuery(), in: environment, policy: .storeOrNetwork, advice: .gitHub)
    }

    /// GitHub's REST API, as the connection reached it.
    private var rest: GitHubREST { GitHubREST.connected }

    /// The threads as the store holds them, none marked done; nil before any poll.
    var rows: [InboxRow]? {
        guard let threads = held.data?.notificationInbox?.threads else { return nil }
        return threads.compactMap { InboxRow($0.inboxThread, id: $0.id) }
    }

    /// How many threads are unread; nil before any poll.
    var unreadCount: Int? { rows.map { $0.count(where: \.unread) } }

    func dismissNotice() {
        notice = nil
    }

    /// Polls now and then as GitHub asks, until the environment ends or no one holds
    /// the inbox.
    func start() {
        guard polling == nil else { return }
        polling = Task { [weak self] in
            while !Task.isCancelled, let interval = await self?.pollRound() {
                try? await Task.sleep(for: .seconds(interval))
            }
        }
    }

    /// One poll, then the seconds until the next; nil once the environment ended.
    private func pollRound() async -> Int? {
        guard !environment.hasEnded else { return nil }
        await poll()
        return max(1, held.data?.notificationInbox?.pollInterval ?? Self.standardInterval)
    }

    /// Polls now (`r`), unless GitHub asked for more time between polls, which is said.
    func refresh() {
        let interval = held.data?.notificationInbox?.pollInterval ?? Self.standardInterval
        let waited = polledAt.map { Int((ContinuousClock.now - $0).components.seconds) } ?? interval
        guard waited >= interval else {
            notice = "GitHub asks for \(interval) s between polls: the next is in \(interval - waited) s"
            return
        }
        Task { await poll() }
    }

    /// Whether the inbox lists the threads the viewer takes part in alone; all of them
    /// before a poll said otherwise.
    var participating: Bool { held.data?.notificationInbox?.participating ?? false }

    /// Lists the participating threads alone, or all again (`t`), asked of GitHub at once:
    /// another list than the one shown, whatever its `Last-Modified`.
    func switchList() {
        Task { await poll(participating: !participating) }
    }

    /// Asks GitHub for the inbox once: nothing when it says nothing changed since the
    /// last answer; the threads and the next poll's headers otherwise. `participating`
    /// asks for the other list, unconditionally.
    func poll(participating switched: Bool? = nil) async {
        guard !isPolling else { return }
        isPolling = true
        defer { isPolling = false }
        let participating = switched ?? participating
        let lastModified = switched == nil ? held.data?.notificationInbox?.lastModified : nil
        do {
            let rest = rest
            var page = try await rest.notifications(page: 1, participating: participating, ifModifiedSince: lastModified)
            polledAt = .now
            guard let first = page else {
                notice = nil
                return
            }
            var threads = first.threads
            var next = first.nextPage
            var read = 1
            while let number = next, read < Self.pages {
                page = try await rest.notifications(page: number, participating: participating, ifModifiedSince: nil)
                threads += page?.threads ?? []
                next = page?.nextPage
                read += 1
            }
            try environment.commitPayload(InboxQuery(), InboxPayload.inbox(threads, participating: participating,
                                                                           lastModified: first.lastModified, pollInterval: first.pollInterval))
            notice = nil
        } catch {
            notice = "GitHub's notifications: \(Self.words(error))"
        }
    }

    /// Marks a thread read: its row at once, GitHub's word after.
    func markRead(_ row: InboxRow) {
        guard row.unread else { return }
        mark(row.id, unread: false, done: false, verb: "mark read") { rest in try await rest.markThreadRead(row.id) }
    }

    /// Marks a thread done: gone from the list at once, GitHub's word after.
    func markDone(_ row: InboxRow) {
        mark(row.id, unread: false, done: true, verb: "mark done") { rest in try await rest.markThreadDone(row.id) }
    }

    /// Marks every thread read, at once; GitHub's word after.
    func markAllRead() {
        guard let rows, rows.contains(where: \.unread), !marking.contains("all") else { return }
        marking.insert("all")
        notice = nil
        let layers = rows.filter(\.unread).compactMap { row in
            try? environment.applyOptimistic(NotificationThreadQuery(id: row.id), InboxPayload.marks(of: row.id, unread: false, done: false))
        }
        let ids = rows.filter(\.unread).map(\.id)
        Task.immediate { [self] in
            defer { marking.remove("all") }
            do {
                try await rest.markAllRead()
                for (id, layer) in zip(ids, layers) {
                    try? environment.commitPayload(NotificationThreadQuery(id: id), InboxPayload.marks(of: id, unread: false, done: false),
                                                   replacing: layer)
                }
            } catch {
                layers.forEach(environment.revert)
                notice = "Could not mark all read: \(Self.words(error))"
            }
        }
    }

    private func mark(_ id: String, unread: Bool, done: Bool, verb: String,
                      send: @escaping @MainActor (GitHubREST) async throws -> Void) {
        guard !marking.contains(id) else { return }
        let operation = NotificationThreadQuery(id: id)
        let payload = InboxPayload.marks(of: id, unread: unread, done: done)
        guard let layer = try? environment.applyOptimistic(operation, payload) else { return }
        marking.insert(id)
        notice = nil
        Task.immediate { [self] in
            defer { marking.remove(id) }
            do {
                try await send(rest)
                try environment.commitPayload(operation, payload, replacing: layer)
            } catch {
                environment.revert(layer)
                notice = "Could not \(verb): \(Self.words(error))"
            }
        }
    }

    private static func words(_ error: any Error) -> String {
        if let rest = error as? GitHubRESTError { return rest.words(for: "the notifications", of: "your inbox").message }
        return FailureWords(Failure(classifying: error), advice: .gitHub).message
    }
}
