import Foundation
import Testing
@testable import BatonTUI

/// The person's editor on a draft: scripts standing in for editors, run through the
/// shell as `$EDITOR` is, with a temporary directory of their own. Most are given as
/// `sh SCRIPT`, and one at a time: a script run as a program while another test's child
/// still holds it open for writing would fail with ETXTBSY.
@Suite(.serialized) struct ExternalEditorTests {
    private let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("editor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// A script in the test's directory; the command that runs it.
    private func script(_ name: String, _ body: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try "#!/bin/sh\n\(body)\n".write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return "sh \(url.path)"
    }

    /// The scripts find the system's tools; `editor` and `vi` are looked for in `path`.
    private func environment(_ variables: [String: String], path: String? = nil) -> [String: String] {
        ["PATH": path ?? directory.path + ":/usr/bin:/bin", "TMPDIR": directory.path].merging(variables) { $1 }
    }

    /// The files the drafts left in the directory besides the scripts.
    private func drafts() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("baton-tui-draft-") }
    }

    @Test func theEditorsTextComesBackAndItsFileIsGone() throws {
        // The editor sees the draft, a private file, and appends a line as editors end one.
        let append = try script("append", """
            [ "$(stat -c %a "$2")" = 600 ] || exit 3
            [ "$1" = --wait ] || exit 4
            printf '\\nfrom the editor\\n' >> "$2"
            """)
        let editor = try #require(ExternalEditor(environment: environment(["EDITOR": "\(append) --wait"])))
        #expect(try editor.edit("Draft with ünïcode") == "Draft with ünïcode\nfrom the editor")
        #expect(try drafts().isEmpty)
        try FileManager.default.removeItem(at: directory)
    }

    @Test func visualWinsOverEditorAndDebiansEditorIsTheLastResort() throws {
        let visual = try script("visual", "echo visual > \"$1\"")
        let plain = try script("plain", "echo plain > \"$1\"")
        #expect(try ExternalEditor(environment: environment(["VISUAL": visual, "EDITOR": plain]))?.edit("") == "visual")
        #expect(try ExternalEditor(environment: environment(["VISUAL": " ", "EDITOR": plain]))?.edit("") == "plain")
        _ = try script("editor", "echo debian > \"$1\"")
        #expect(try ExternalEditor(environment: environment([:], path: directory.path))?.edit("") == "debian")
        try FileManager.default.removeItem(at: directory.appendingPathComponent("editor"))
        #expect(ExternalEditor(environment: environment([:], path: directory.path)) == nil)
        try FileManager.default.removeItem(at: directory)
    }

    @Test func anEditorThatFailsOrLeavesNoTextGivesNothingBack() throws {
        let failing = try script("failing", "echo broken > \"$1\"; exit 2")
        #expect(throws: ExternalEditorError.failed(command: failing, status: 2)) {
            try ExternalEditor(environment: environment(["EDITOR": failing]))?.edit("Draft")
        }
        let killed = try script("killed", "kill -TERM $$")
        #expect(throws: ExternalEditorError.failed(command: killed, status: 128 + 15)) {
            try ExternalEditor(environment: environment(["EDITOR": killed]))?.edit("Draft")
        }
        let deleting = try script("deleting", "rm \"$1\"")
        #expect(throws: ExternalEditorError.unreadable(command: deleting)) {
            try ExternalEditor(environment: environment(["EDITOR": deleting]))?.edit("Draft")
        }
        let missing = directory.appendingPathComponent("no-such-editor").path
        #expect(throws: ExternalEditorError.failed(command: missing, status: 127)) {
            try ExternalEditor(environment: environment(["EDITOR": missing]))?.edit("Draft")
        }
        #expect(try drafts().isEmpty)
        try FileManager.default.removeItem(at: directory)
    }
}
