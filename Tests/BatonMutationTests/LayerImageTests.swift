@_spi(Generated) import Baton
import BatonInspector
import BatonTesting
import Foundation
import GitHub
import Testing

/// An optimistic layer never reaches the image: a server commit under a live layer
/// hands the image the server's values, and the layer's own batches hand it
/// nothing. A second store over the file reads the server's values back.
@MainActor
struct LayerImageTests {
    @Test func theImageHoldsTheServersValuesWhileALayerShowsOthers() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("baton-layers-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: url) }
        let repository = RepositoryScreenQuery(owner: "octocat", name: "hello")

        let persistence = Persistence(url: url)
        let transport = ScriptedTransport()
        let environment = Environment(store: Store(persistence: persistence), transport: transport)
        _ = environment.handle(for: repository)
        try environment.commitPayload(repository, StarPayload.repository("R_a", starred: false, count: 5))
        let star = AddStarMutation.Action(environment: environment)
        let call = Task { try await star(input: .init(starrableId: "R_a"), optimistic: StarPayload.optimistic("R_a", starred: true, count: 6)) }
        let held = try await transport.nextRequest()
        // The server's count moves while the layer shows its own.
        try environment.commitPayload(repository, StarPayload.repository("R_a", starred: false, count: 9))
        #expect(try StoreReading.star(environment.store, "R_a") == StarState(viewerHasStarred: true, stargazerCount: 6))
        persistence.close()
        await persistence.flush()

        let reopened = Persistence(url: url)
        let later = Store(persistence: reopened)
        _ = later.hydrate(RepositoryScreenQuery.plan, variables: repository.variables)
        #expect(try StoreReading.star(later, "R_a") == StarState(viewerHasStarred: false, stargazerCount: 9))
        let serverOnly = Environment(store: Store(), transport: ScriptedTransport())
        try serverOnly.commitPayload(repository, StarPayload.repository("R_a", starred: false, count: 5))
        try serverOnly.commitPayload(repository, StarPayload.repository("R_a", starred: false, count: 9))
        try DumpGolden.check(later, "image-under-layer", serverOnly: serverOnly.store)
        reopened.close()
        await reopened.flush()

        try held.refuse(ServerRefused())
        await #expect(throws: Failure.self) { try await call.value }
        #expect(try StoreReading.star(environment.store, "R_a") == StarState(viewerHasStarred: false, stargazerCount: 9))
    }
}
