import Baton

/// What the inbox commits: GitHub's REST answers in the shape of the inbox's queries'
/// responses, so they go through the same ingest and commit as any response, into the
/// client types the extension declares.
enum InboxPayload {
    /// The whole inbox, as `InboxQuery` reads it: the threads GitHub listed, newest
    /// first, and what the next poll sends back.
    static func inbox(_ threads: [InboxThreadJSON], lastModified: String?, pollInterval: Int?) -> Payload {
        let inbox: Variable = .object([
            "lastModified": lastModified.map(Variable.string) ?? .null,
            "pollInterval": pollInterval.map(Variable.int) ?? .null,
            "threads": .list(threads.map(thread)),
        ])
        return Payload(json: Variable.object(["data": .object(["notificationInbox": inbox])]).json)
    }

    /// The inbox's own fields alone, its threads as they are: a poll GitHub answered
    /// 304 moves the interval and nothing else.
    static func pollInterval(_ seconds: Int) -> Payload {
        Payload(json: Variable.object(["data": .object(["notificationInbox": .object(["pollInterval": .int(seconds)])])]).json)
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
