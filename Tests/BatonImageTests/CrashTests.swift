import Foundation
import Testing
import BatonTesting
@testable import Baton

/// A process killed in the middle of writing its image: the next open finds a
/// consistent file that lost at most the transaction in flight.
@Suite struct CrashTests {
    /// Names the image file a spawned copy of this test binary writes until killed.
    static let writerVariable = "BATON_IMAGE_TEST_WRITER"

    /// The spawned side: enabled only in the process the crash test starts. Commits
    /// a page of fifty characters at a time, waits for its transaction, and only
    /// then records the page as written.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[writerVariable] != nil))
    @MainActor func writeUntilKilled() async throws {
        let path = try #require(ProcessInfo.processInfo.environment[Self.writerVariable])
        let launch = Launch(URL(fileURLWithPath: path))
        var page = 1
        while true {
            try CharacterPages.commit(CharacterPages.response(page: page, first: page * 1000, count: 50), page: page,
                                      to: launch.store)
            await launch.persistence.flush()
            try Data(String(page).utf8).write(to: URL(fileURLWithPath: path + ".written"), options: .atomic)
            page += 1
        }
    }

    @Test @MainActor func aKilledWriterLosesAtMostItsLastTransaction() async throws {
        let directory = try TemporaryDirectory()
        let progress = directory.image.path + ".written"
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        writer.arguments = ["--testing-library", "swift-testing", "--filter", "writeUntilKilled"]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.writerVariable] = directory.image.path
        writer.environment = environment
        writer.standardOutput = FileHandle.nullDevice
        writer.standardError = FileHandle.nullDevice
        try writer.run()

        let writtenBefore = try await eventually(timeout: .seconds(120), "the writer's fifth page") { () -> Int? in
            let pages = (try? String(contentsOfFile: progress, encoding: .utf8)).flatMap { Int($0) } ?? 0
            return pages >= 5 ? pages : nil
        }
        try await Task.sleep(for: .milliseconds(Int.random(in: 0...40)))
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        #expect(writer.terminationReason == .uncaughtSignal)
        let written = try #require(Int(try String(contentsOfFile: progress, encoding: .utf8)))
        #expect(written >= writtenBefore)

        let log = EventLog()
        let next = Launch(directory.image, log: log)
        for page in 1...written {
            #expect(next.hydrate(page: page).answer == .image, "page \(page) was written before the kill")
        }
        // The page in flight is whole or absent, never part of a transaction.
        let inFlight = next.hydrate(page: written + 1).answer
        let raw = try RawImage(directory.image)
        #expect(try raw.texts("PRAGMA integrity_check") == ["ok"])
        let rootRow = try raw.count("""
            SELECT count(*) FROM root JOIN names ON names.id = root.name
            WHERE names.name = 'characters(page:\(written + 1))'
            """)
        raw.connection.close()
        #expect(inFlight == .image || rootRow == 0)
        #expect(!log.all.contains { if case .startedAgain = $0 { true } else { false } })
        await next.end()
    }
}
