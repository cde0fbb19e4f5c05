import Baton

/// What the inbox commits: GitHub's REST answers in the shape of the inbox's queries'
/// responses, so they go through the same ingest and commit as any response, into the
/// client types the extension declares.
enum InboxPayload {
    /// The whole inbox, as `InboxQuery` reads it: the threads GitHub listed, newest
    /// first, whether they are the participating ones alone, and what the next poll
    /// sends back.
    static func inbox(_ threads: [InboxThreadJSON], participating: Bool, lastModified: String?, pollInterval: Int?) -> Payload {
        let inbox: Variable = .object([
            "lastModified": lastModified.map(Variable.string) ?? .null,
            "pollInterval": pollInterval.map(Variable.int) ?? .null,
            "participating": .bool(participating),
            "threads": .list(threads.map(thread)),
        ])
        return Payload(json: Variable.object(["data": .object(["notificationInbox": inbox])]).json)
    }

    /// One thread's marks, as `NotificationThreadQuery` reads them: read, done.
    static func marks(of id: String, unread: Bool, done: Bool) -> Payload {
        let thread: Variable = .object(["id": .string(id), "unread": .bool(unread), "done": .bool(done)])
        return Payload(json: Variable.object(["data": .object(["notificationThread": thread])]).json)
    }

    private static func thread(_ thread: InboxThreadJSON) -> Variable {
        .object([
            "id": .string(thread.id),
            "reason": .string(thread.reason),
            "unread": .bool(thread.unread),
            "done": .bool(false),
            "updatedAt": .string(thread.updatedAt),
            "subject": .object([
                "title": .string(thread.subject.title),
                "type": .string(thread.subject.type),
                "url": thread.subject.url.map(Variable.string) ?? .null,
            ]),
            "repository": .object(["fullName": .string(thread.repository.fullName)]),
        ])
    }
}
