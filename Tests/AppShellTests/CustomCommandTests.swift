import BatonScreens
import BatonTUI
import Foundation
import Testing
@testable import baton_tui

/// The person's own commands: their templates filled in and quoted, and the shell
/// running them on a key the screen declines, or saying why it did not.
@MainActor
struct CustomCommandTests {
    private let values = ["RepoNameWithOwner": "mona/maze-ingest", "Number": "7", "Url": "https://ghe.example.com/mona/maze-ingest/pull/7",
                          "HeadRefName": "mona/fix it's \"done\"", "BaseRefName": "main", "Author": "mona"]

    @Test func aTemplateIsFilledWithEachValueAsOneWordOfTheShell() throws {
        let template = try CommandTemplate("gh pr checkout {{.Number}} -R {{ .RepoNameWithOwner }} && echo {{.HeadRefName}}")
        #expect(template.valueNames == ["Number", "RepoNameWithOwner", "HeadRefName"])
        #expect(template.filled(with: values)
            == #"gh pr checkout '7' -R 'mona/maze-ingest' && echo 'mona/fix it'\''s "done"'"#)
        #expect(template.filled(with: ["Number": "7"]) == nil)
        #expect(try CommandTemplate("lazygit").filled(with: [:]) == "lazygit")
    }

    /// Whatever a value holds, `sh` reads it back as the one word it was: no quote,
    /// semicolon, `$()` or newline breaks out of it.
    @Test func aQuotedValueIsReadBackWhole() throws {
        for value in ["it's", "a b", "x'; touch /tmp/pwned; '", "$(id)", "`id`", "\"q\"", "line\nnext", "", "'''"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "printf %s " + CommandTemplate.quoted(value)]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let printed = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(String(decoding: printed, as: UTF8.self) == value)
        }
    }

    @Test func aNameThatIsNoValueOrABraceNeverClosedIsAProblemAtItsPlace() {
        #expect(throws: CommandTemplate.Problem(offset: 5, message: "“{{.Nmber}}” names no value; a command may use {{.RepoNameWithOwner}}, "
            + "{{.Number}}, {{.Url}}, {{.HeadRefName}}, {{.BaseRefName}}, {{.Author}}, {{.Id}}, {{.Name}}", suggestions: ["{{.Number}}", "{{.Name}}"])) {
            try CommandTemplate("echo {{.Nmber}}")
        }
        #expect(throws: CommandTemplate.Problem.self) { try CommandTemplate("echo {{Number}}") }
        #expect(throws: CommandTemplate.Problem(offset: 5, message: "“{{” is never closed by “}}”")) { try CommandTemplate("echo {{.Number") }
    }

    @Test func aKeyTheScreenDeclinesRunsTheCommandFilledWithTheScreensValues() throws {
        let (shell, roots) = try ShellTests().shell()
        let command = CustomCommand(key: .character("C"), template: try CommandTemplate("gh pr checkout {{.Number}} -R {{.RepoNameWithOwner}}"),
                                    name: "check out")
        let configuration = Configuration(commands: [command])
        configuration.apply()
        defer { Configuration().apply() }
        let desktop = RecordingCommandDesktop()
        try desktop.installed {
            // A key the screen takes is the screen's.
            #expect(shell.handle(.character("C")))
            #expect(desktop.ran.isEmpty)
            roots[0].declined = [.character("C"), .character("Z")]
            roots[0].commandValues = values
            #expect(shell.handle(.character("C")))
            #expect(desktop.ran == ["gh pr checkout '7' -R 'mona/maze-ingest'"])
            #expect(shell.commands.notice == nil)
            #expect(!shell.handle(.character("Z")))
        }
        #expect(Shell.keyLines.contains { $0.hasPrefix("C ") && $0.hasSuffix("run check out") })
    }

    @Test func aValueTheSelectionLacksStopsTheCommandBeforeItRuns() throws {
        let (shell, roots) = try ShellTests().shell()
        let command = CustomCommand(key: .character("C"), template: try CommandTemplate("git checkout {{.HeadRefName}}"), name: nil)
        Configuration(commands: [command]).apply()
        defer { Configuration().apply() }
        let desktop = RecordingCommandDesktop()
        roots[0].declined = [.character("C")]
        try desktop.installed {
            #expect(shell.handle(.character("C")))
            #expect(shell.commands.notice == "“git checkout {{.HeadRefName}}” not run: nothing selected here gives HeadRefName")
            roots[0].commandValues = ["RepoNameWithOwner": "mona/maze-ingest", "Number": "1"]
            #expect(shell.handle(.character("C")))
            #expect(shell.commands.notice == "“git checkout {{.HeadRefName}}” not run: the selection has no HeadRefName")
            #expect(desktop.ran.isEmpty)
            let statusLine = ShellTests().render(shell, width: 160).last ?? ""
            #expect(statusLine.contains("not run: the selection has no HeadRefName"), "\(statusLine)")
            // The next key that acts lets the word go.
            #expect(shell.handle(.character("x")))
            #expect(shell.commands.notice == nil)
        }
    }

    @Test func aFailureIsSaidWithItsExitStatus() throws {
        let (shell, roots) = try ShellTests().shell()
        Configuration(commands: [CustomCommand(key: .character("C"), template: try CommandTemplate("make"), name: "build")]).apply()
        defer { Configuration().apply() }
        roots[0].declined = [.character("C")]
        let endings: [(Result<ForegroundJob.End, ForegroundJob.Failure>, String)] = [
            (.success(.exited(2)), "“build” failed with exit status 2"),
            (.success(.exited(127)), "“build” failed with exit status 127: sh found no such command"),
            (.success(.signaled(15)), "“build” was ended by signal 15 (exit status 143)"),
            (.failure(ForegroundJob.Failure(reason: "No such file or directory")), "“build” could not run: No such file or directory"),
        ]
        for (ending, words) in endings {
            try RecordingCommandDesktop { _ throws(ForegroundJob.Failure) in try ending.get() }.installed {
                #expect(shell.handle(.character("C")))
                #expect(shell.commands.notice == words)
            }
        }
    }
}
