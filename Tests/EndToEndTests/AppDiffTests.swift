import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SampleServerSupport
import TerminalTesting
import Testing

/// A pull request's diff in the built binary, from a dashboard section of mona's open
/// pull requests in `mona/audio-dotfiles`: in the pager in its colors, `]` moving to the
/// next file; GitHub's refusal of a diff over its limits said, `F` listing the files
/// still; and the diff handed whole to the configuration's `pager.diff`.
@Suite(.sampleServer)
struct AppDiffTests {
    /// The pull request whose diff is over GitHub's limit of files.
    private static let tooLarge = 18

    private func configuration(in cache: URL, pager: String? = nil) throws -> URL {
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let file = cache.appendingPathComponent("config.yml")
        var text = """
            defaults:
              preview:
                open: false
            github:
              sections:
                - title: Dotfiles
                  type: pullRequests
                  query: "repo:mona/audio-dotfiles is:pr is:open author:@me"

            """
        if let pager { text += "pager:\n  diff: \"\(pager)\"\n" }
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The rows' numbers ("#17" is 17), in the list's order.
    private func listedNumbers(_ rows: [String]) -> [Int] {
        rows.filter { $0.dropFirst().hasPrefix("mona/audio-dotfiles ") }.compactMap(number(of:))
    }

    private func number(of row: String) -> Int? {
        row.dropFirst().split(separator: " ").first { $0.hasPrefix("#") }.flatMap { Int($0.dropFirst()) }
    }

    /// The selected row's number.
    private func selectedNumber(_ rows: [String]) -> Int? {
        rows.first { $0.hasPrefix("›") }.flatMap(number(of:))
    }

    /// Selects the first row whose number `wanted` takes, counting from the top; its number.
    private func select(in app: TmuxSession, _ wanted: (Int) -> Bool) async throws -> Int {
        try await app.send("g")
        let rows = try await app.waitFor("the first row selected") { rows in
            let listed = listedNumbers(rows)
            return !listed.isEmpty && selectedNumber(rows) == listed.first
        }
        let listed = listedNumbers(rows)
        let found = listed.firstIndex(where: wanted)
        let index = try #require(found, "\(listed)")
        for _ in 0..<index { try await app.send("j") }
        try await app.waitFor("#\(listed[index]) selected") { selectedNumber($0) == listed[index] }
        return listed[index]
    }

    /// The diff as the server serves it, asked as the app asks it.
    private func serversDiff(_ number: Int) async throws -> String {
        let server = try SampleServer.required()
        var request = URLRequest(url: server.baseURL.appendingPathComponent("github/repos/mona/audio-dotfiles/pulls/\(number)"))
        request.setValue("application/vnd.github.diff", forHTTPHeaderField: "Accept")
        request.setValue("bearer \(try SampleServer.gitHubToken())", forHTTPHeaderField: "Authorization")
        let (data, _) = try await URLSession.shared.data(for: request)
        return String(decoding: data, as: UTF8.self)
    }

    /// The attributes in force where row `row`'s text starts, as SGR numbers ("1", "36"):
    /// tmux writes a style only where it changes, so the rows before it count.
    private func attributes(atStartOf row: Int, in styled: [String]) -> Set<String> {
        let leading = styled[row].prefixMatch(of: /(?:\u{1B}\[[0-9;]*m)*/).map { String($0.output) } ?? ""
        var attributes: Set<String> = []
        func isColor(_ parameter: String, _ ground: Character) -> Bool { parameter.count == 2 && parameter.first == ground }
        for match in (styled[..<row].joined(separator: "\n") + leading).matches(of: /\u{1B}\[([0-9;]*)m/) {
            for parameter in match.output.1.split(separator: ";", omittingEmptySubsequences: false).map(String.init) {
                switch parameter {
                case "", "0": attributes = []
                case "39": attributes = attributes.filter { !isColor($0, "3") }
                case "49": attributes = attributes.filter { !isColor($0, "4") }
                default:
                    if isColor(parameter, "3") { attributes = attributes.filter { !isColor($0, "3") } }
                    attributes.insert(parameter)
                }
            }
        }
        return attributes
    }

    @Test func theDiffInItsColorsAFileAtATimeAndOneTooLargeSaidSo() async throws {
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try GitHubApp.launch(cache: cache, width: 120, height: 40, arguments: ["--config", configuration(in: cache).path],
                                       environment: ["NO_COLOR=", "TERM=xterm-256color"])
        try await app.waitFor(text: "Dotfiles (")
        let number = try await select(in: app) { $0 != Self.tooLarge }
        let files = try await serversDiff(number).split(separator: "\n").filter { $0.hasPrefix("diff --git ") }.map(String.init)
        try #require(files.count >= 2)

        try await app.send("d")
        try await app.waitFor(text: "mona/audio-dotfiles#\(number) diff · \(files.count) files")
        let rows = try await app.waitFor("the diff's first file") { $0.contains(files[0]) }
        #expect(rows[2] == files[0])
        // Each kind of line in its style: SGR 1 bold, 36 cyan, 32 green, 31 red.
        let styled = try await app.styledScreen()
        func style(ofRowWhere kind: (String) -> Bool) -> Set<String>? {
            rows.firstIndex(where: kind).map { attributes(atStartOf: $0, in: styled) }
        }
        #expect(style { $0.hasPrefix("index ") }?.contains("1") == true)
        #expect(style { $0.hasPrefix("@@ ") }?.contains("36") == true)
        if let added = style(ofRowWhere: { $0.hasPrefix("+") && !$0.hasPrefix("+++ ") }) { #expect(added.contains("32")) }
        if let removed = style(ofRowWhere: { $0.hasPrefix("-") && !$0.hasPrefix("--- ") }) { #expect(removed.contains("31")) }

        // ] moves to the next file, its header at the top.
        try await app.send("]")
        try await app.waitFor("the second file at the top") { $0.count > 2 && $0[2] == files[1] }

        // Back on the section, the pull request over GitHub's limits.
        try await app.send("q")
        try await app.waitFor(text: "Dotfiles (")
        _ = try await select(in: app) { $0 == Self.tooLarge }
        try await app.send("d")
        let refused = try await app.waitFor("GitHub's refusal") { rows in
            rows.joined(separator: " ").contains("is too large to show") && rows.joined(separator: " ").contains("The files list (F) still lists them.")
        }
        #expect(refused.joined(separator: " ").contains("Sorry, the diff exceeded the maximum number of files (300)."))
        try await app.send("F")
        try await app.waitFor(text: "340 files changed · +2600 −900")
        try await app.send("C-c")
    }

    @Test func theDiffPagerGetsTheDiffOnItsStandardInput() async throws {
        // A short path, so the status line says the program's name whole.
        let cache = URL(fileURLWithPath: "/tmp/bd\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: cache) }
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let recorded = cache.appendingPathComponent("recorded.diff")
        let script = cache.appendingPathComponent("record-diff")
        // It keeps what it read, then fails, so that its failure is said too.
        try "#!/bin/sh\ncat > '\(recorded.path)'\nexit 5\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let app = try GitHubApp.launch(cache: cache, width: 120, height: 40,
                                       arguments: ["--config", configuration(in: cache, pager: script.path).path])
        try await app.waitFor(text: "Dotfiles (")
        let number = try await select(in: app) { $0 != Self.tooLarge }
        // The section's keys are the help's last.
        try await app.send("?", "G")
        try await app.waitFor(text: "the pull request's diff, in \(script.path)")
        try await app.send("Escape")
        try await app.send("d")
        try await app.waitFor(text: "The diff pager “\(script.path)” failed with exit status 5")
        let diff = try String(contentsOf: recorded, encoding: .utf8)
        #expect(diff == (try await serversDiff(number)))
        // Drawn again whole after the program.
        try await app.waitFor(text: "Dotfiles (")
        try await app.send("C-c")
    }
}
