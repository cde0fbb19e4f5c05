import CTaskHops
import GitHub

/// What `loadNext` hands to other threads: the task that loads 42 pages one after
/// another, through a transport that answers at once, is enqueued on the global
/// executor once a page, for the response's ingest, the one hand-off off the main
/// actor that the main-thread rule asks for (its return is the commit's).
@MainActor
enum PagingHops {
    static let pages = 42

    static func measure() async throws -> [Count] {
        let repositories = ViewerRepositories(pages: pages + 1)
        let list = try await PagedList(repositories)
        defer { list.end() }
        let watch = baton_task_hops_watch_current()
        guard watch >= 0 else { throw TaskHopsError.tooManyWatches }
        let hops: Int
        do {
            for _ in 0..<pages { try await list.connection.loadNext(repositories.size) }
            hops = baton_task_hops_stop(watch)
        } catch {
            _ = baton_task_hops_stop(watch)
            throw error
        }
        let loaded = list.connection.nodes.count
        guard loaded == (pages + 1) * repositories.size else { throw ScriptedServerError.pagesMissing(loaded: loaded) }
        return [Count("hops.load_next_42_pages", hops)]
    }
}
