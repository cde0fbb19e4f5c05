import Baton
import BatonScreens
import BatonTesting
import BatonTUI
import BenchmarkCounts
import Foundation
import GitHub

/// From the key to the changed row drawn: a close of a pull request in a dashboard
/// section (its `y`, after `x` asked) against a star of a repository in the viewer's
/// list, both on the GitHub dashboard at 120x40 over the recorded answers. Each is an
/// optimistic layer over the store and the frame that draws it; the server's refusal
/// between samples puts the row back, outside the clock.
enum ActionBenchmark: Benchmark {
    static let name = "action"
    static let summary = "a close's optimistic frame in a dashboard section vs a star's in the viewer's list"

    static let star = "action.star_frame"
    static let close = "action.close_frame"

    static func run(in session: Session) async throws {
        let dashboard = try await DashboardFrame()
        let refusal = TransportError.http(status: 502, body: Data(), retryAfter: nil)

        _ = dashboard.screen.handle(.right)
        dashboard.queue.drain()
        // The first row, mona/maze-ingest, starred by 115.
        let unstarred = try dashboard.row(containing: "★ 115")
        try await session.measureEach(star, before: { try await dashboard.refuseMutation(refusal) }) {
            _ = dashboard.screen.handle(.character("s"))
            dashboard.queue.drain()
        }
        guard try dashboard.row(containing: "★ 116") == unstarred else {
            throw HarnessError.unexpected("a star drew no new count on row \(unstarred)")
        }
        try await dashboard.refuseMutation(refusal)

        _ = dashboard.screen.handle(.left)
        dashboard.queue.drain()
        try await session.measureEach(close, before: {
            try await dashboard.refuseMutation(refusal)
            _ = dashboard.screen.handle(.character("x"))
        }) {
            _ = dashboard.screen.handle(.character("y"))
            dashboard.queue.drain()
        }
        _ = try dashboard.row(containing: " closed ")
        try await dashboard.refuseMutation(refusal)

        try session.row(star)
        try session.row(close, against: star)
    }
}

/// The GitHub dashboard with one section of pull requests, then the viewer's lists,
/// drawn by a render host whose passes run when the benchmark drains them; the
/// transport holds every request until the benchmark answers it.
@MainActor
private final class DashboardFrame {
    /// Nothing here opens another screen.
    private final class Stay: Navigator {
        func open(_ screen: any Screen) {}
        func back() {}
    }

    let transport = ScriptedTransport()
    let queue = PassQueue()
    let screen: DashboardScreen
    let host: RenderHost
    private let environment: Environment
    private let navigator = Stay()

    init() async throws {
        environment = Environment(store: Store(), transport: transport)
        let section = GitHubSection(title: "My pull requests", kind: .pullRequests, query: "is:open is:pr author:@me")
        screen = DashboardScreen(environment: environment, navigator: navigator, sections: [section])
        host = RenderHost(root: screen, size: Size(width: 120, height: 40), scheduler: queue.scheduler)
        host.render()
        let responses = Fixture.repositoryRoot.appendingPathComponent("Tests/GitHubScreenTests/Responses")
        // The section's query and the viewer's lists', each answered as it is asked.
        try await settle {
            for request in self.transport.held where request.request.kind == .query {
                guard let json = try? String(contentsOf: responses.appendingPathComponent("\(request.request.operationName).json"), encoding: .utf8)
                else { continue }
                try? request.respond(json: json)
            }
            return self.transport.held.isEmpty && self.screen.status == .ready && (try? self.row(containing: "#16")) != nil
        }
    }

    /// The first row on screen holding `text`; throws when none does.
    func row(containing text: String) throws -> Int {
        queue.drain()
        guard let row = (0..<host.canvas.size.height).first(where: { host.canvas.text(ofRow: $0).contains(text) }) else {
            throw HarnessError.unexpected("no row says \(text)")
        }
        return row
    }

    /// Refuses the mutation in flight, if any, and waits until its layer and its
    /// in-flight mark are gone, the row drawn as it was.
    func refuseMutation(_ error: any Error) async throws {
        // The request reaches the transport a turn after its layer was applied.
        try await settle { self.environment.store.optimisticLayerCount == 0 || self.transport.held.contains { $0.request.kind == .mutation } }
        guard let held = transport.held.first(where: { $0.request.kind == .mutation }) else { return }
        try held.refuse(error)
        try await settle { self.environment.store.optimisticLayerCount == 0 && self.screen.notice != nil }
        screen.dismissNotice()
        queue.drain()
    }

    private func settle(_ condition: @MainActor () throws -> Bool) async throws {
        for _ in 0..<10_000 {
            queue.drain()
            if try condition() { return }
            try await Task.sleep(for: .microseconds(100))
        }
        throw HarnessError.unexpected("the dashboard did not settle")
    }
}
