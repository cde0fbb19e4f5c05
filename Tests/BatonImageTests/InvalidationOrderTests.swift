import Foundation
import Testing
@testable import Baton

/// An invalidation and a fetch at the same instant of the wall clock are
/// ordered as they were written: the later one wins, as in memory.
@MainActor
@Suite struct InvalidationOrderTests {
    private let variables = CharacterPages.variables(page: 1)
    private let instant = Date(timeIntervalSince1970: 1_800_000_000.25)

    @Test func aFetchWrittenAfterAnInvalidationOfTheSameInstantReadsFresh() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image)
        first.store.invalidateImage(at: instant)
        first.store.recordFetch(of: CharacterPages.plan, variables: variables, at: instant)
        await first.end()

        let second = Launch(directory.image)
        let age = try #require(second.store.imageFetchAge(of: CharacterPages.plan, variables: variables))
        #expect(!age.invalidated)
        await second.end()
    }

    @Test func aFetchWrittenBeforeAnInvalidationOfTheSameInstantReadsStale() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image)
        first.store.recordFetch(of: CharacterPages.plan, variables: variables, at: instant)
        first.store.invalidateImage(at: instant)
        await first.end()

        let second = Launch(directory.image)
        let age = try #require(second.store.imageFetchAge(of: CharacterPages.plan, variables: variables))
        #expect(age.invalidated)
        #expect(age.time == instant)
        await second.end()
    }
}
