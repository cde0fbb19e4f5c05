import BatonTUI
import Foundation
import Testing

/// A program run to its end: how it ended, said as a shell says it, or why it could not start.
struct ForegroundJobTests {
    @Test func anExitStatusOrASignalIsHowTheJobEnded() throws {
        #expect(try ForegroundJob(["/bin/sh", "-c", "exit 0"], environment: [:]).run(terminal: nil) == .exited(0))
        #expect(try ForegroundJob(["/bin/sh", "-c", "exit 3"], environment: [:]).run(terminal: nil) == .exited(3))
        let killed = try ForegroundJob(["/bin/sh", "-c", "kill -TERM $$"], environment: [:]).run(terminal: nil)
        #expect(killed == .signaled(15) && killed.status == 143)
    }

    @Test func aProgramThatIsNotThereCannotStart() {
        #expect(throws: ForegroundJob.Failure(reason: "No such file or directory")) {
            try ForegroundJob(["/nonexistent/sh", "-c", "true"], environment: [:]).run(terminal: nil)
        }
    }

    @Test func theJobGetsTheEnvironmentItIsGivenAndNoOther() throws {
        let job = ForegroundJob(["/bin/sh", "-c", #"[ "$ONLY" = here ] && [ -z "$HOME" ]"#], environment: ["ONLY": "here"])
        #expect(try job.run(terminal: nil) == .exited(0))
    }

    @Test func theInputIsTheJobsStandardInputWholeAndLeavesNoFileBehind() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("job-input-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let diff = "diff --git a/x b/x\n" + String(repeating: "+a line of code\t with a tab\n", count: 20_000) + "\\ No newline at end of file"
        let temporary = FileManager.default.temporaryDirectory.path
        let before = try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix("baton-tui-input-") }
        let job = ForegroundJob(["/bin/sh", "-c", #"cat > "$OUT""#], environment: ["OUT": output.path])
        #expect(try job.run(terminal: nil, input: diff) == .exited(0))
        #expect(try String(contentsOf: output, encoding: .utf8) == diff)
        let after = try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix("baton-tui-input-") }
        #expect(after == before)
    }

    @Test func aJobThatReadsNoneOfItsInputEndsAsItWould() throws {
        let job = ForegroundJob(["/bin/sh", "-c", "exit 4"], environment: [:])
        #expect(try job.run(terminal: nil, input: String(repeating: "x", count: 1 << 20)) == .exited(4))
    }
}
