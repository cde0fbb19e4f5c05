import Foundation
import Testing
@testable import Baton

/// A server's answer that replaces its optimistic layer writes to the file what its
/// updater wrote, even where the layer had already shown the same value, so that the
/// store's net change is nothing: an unstar's count and the edge it took out of the
/// starred list come back on the next launch as the server left them.
@MainActor
@Suite struct LayeredAnswerTests {
    /// Marks the fourth character dead, a record the answer itself does not carry.
    static let update: ChangeSet.Update = { proxy in
        proxy.setValue(.string("Dead"), "status", of: RecordKey("Character:4"))
    }

    static func answer(_ name: String) throws -> ChangeSet {
        var changeSet = try Ingest.changeSet(for: CharacterPages.nameResponse(name), plan: CharacterPages.names, variables: [:])
        changeSet.updates = [update]
        return changeSet
    }

    /// A launch holding a page of five characters from the server.
    static func launchWithPage(_ directory: TemporaryDirectory) throws -> Launch {
        let launch = Launch(directory.image)
        launch.store.commit(try Ingest.changeSet(for: CharacterPages.response(count: 5), plan: CharacterPages.plan,
                                                 variables: CharacterPages.variables(page: 1)))
        return launch
    }

    /// The same, under the answer's optimistic layer.
    static func launchUnderLayer(_ directory: TemporaryDirectory) throws -> (Launch, OptimisticLayer) {
        let launch = try launchWithPage(directory)
        return (launch, launch.store.applyLayer(try answer("Rick, soon")))
    }

    @Test func anUpdatersWriteTheLayerAlreadyShowedReachesTheFile() async throws {
        let directory = try TemporaryDirectory()
        let (first, layer) = try Self.launchUnderLayer(directory)
        #expect(first.line("Character:4")?.contains(#""status": "Dead""#) == true)
        first.store.commit(try Self.answer("Rick"), replacing: layer)
        #expect(first.store.optimisticLayerCount == 0)
        await first.end()

        let next = Launch(directory.image)
        #expect(next.hydrate().answer == .image)
        #expect(next.line("Character:4")?.contains(#""status": "Dead""#) == true)
        #expect(next.line("Character:1")?.contains(#""name": "Rick""#) == true)
        await next.end()
    }

    @Test func aRevertedLayersUpdaterNeverReachesTheFile() async throws {
        let directory = try TemporaryDirectory()
        let (first, layer) = try Self.launchUnderLayer(directory)
        // A server commit under the layer writes the server's values, not the layer's.
        first.store.commit(try Ingest.changeSet(for: CharacterPages.nameResponse("Rick"), plan: CharacterPages.names,
                                                variables: [:]))
        first.store.revertLayer(layer)
        await first.end()

        let next = Launch(directory.image)
        #expect(next.hydrate().answer == .image)
        #expect(next.line("Character:4")?.contains(#""status": "Alive""#) == true)
        await next.end()
    }

    /// A hydration that reads rows while a layer is applied counts as a batch for its
    /// revert, which then does not take the records it read for ones the layer made (a
    /// debug build's check of the revert trapped on them); the revision leaves it out.
    @Test func aHydrationUnderALayerIsABatchItsRevertSees() async throws {
        let directory = try TemporaryDirectory()
        try await Self.launchWithPage(directory).end()

        let next = Launch(directory.image)
        let layer = next.store.applyLayer(try Self.answer("Rick, soon"))
        let revision = next.store.revision
        #expect(next.hydrate().answer == .image)
        #expect(next.store.revision == revision)
        next.store.revertLayer(layer)
        #expect(next.store.optimisticLayerCount == 0)
        #expect(next.line("Character:4")?.contains(#""status": "Alive""#) == true)
        await next.end()
    }
}
