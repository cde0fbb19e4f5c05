import BatonTUI
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
}
