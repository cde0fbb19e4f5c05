import CommandLineOptions
import Foundation
import Testing
@testable import baton_tui

/// The man page and the shells' completions are written by hand; these checks keep them
/// naming every command, option and value the binary reads, from the tables the parse
/// reads, so that a new flag cannot go unmentioned.
struct ManualAndCompletionsTests {
    private static func text(_ path: String) throws -> String {
        try String(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(path), encoding: .utf8)
    }

    private static let commands: [(name: String, options: [CommandOption])] = [
        ("fetch", FetchOptions.outputs + FetchOptions.table), ("subscribe", SubscribeOptions.table),
        ("config", ConfigCommand.table),
    ]

    /// How a file spells an option: mdoc as `Fl -api`, fish as `-l api`, the others as typed.
    private static func spellings(of option: CommandOption, in file: String) -> [String] {
        let names = [option.name] + (option.shortName.map { [$0] } ?? [])
        if file.hasPrefix("man/") { return names.map { "Fl " + $0.dropFirst() } }
        if file.hasSuffix(".fish") { return names.map { ($0.hasPrefix("--") ? "-l " : "-s ") + $0.drop { $0 == "-" } } }
        return names
    }

    @Test(arguments: ["man/baton-tui.1", "completions/bash/baton-tui", "completions/zsh/_baton-tui", "completions/fish/baton-tui.fish"])
    func everyCommandAndOptionIsNamed(file: String) throws {
        let text = try Self.text(file)
        for option in AppOptions.table + Self.commands.flatMap(\.options) {
            for spelling in Self.spellings(of: option, in: file) {
                #expect(text.contains(spelling), "\(file) lacks \(spelling)")
            }
        }
        for command in Self.commands.map(\.name) {
            #expect(text.contains(command), "\(file) lacks \(command)")
        }
    }

    /// The values an option takes from a closed list (`--api rickandmorty|github`), offered
    /// in the order its help lists them.
    @Test(arguments: ["completions/bash/baton-tui", "completions/zsh/_baton-tui", "completions/fish/baton-tui.fish"])
    func everyValueOfAClosedListIsOffered(file: String) throws {
        let text = try Self.text(file)
        let lists = (AppOptions.table + Self.commands.flatMap(\.options)).compactMap(\.valueName).filter { $0.contains("|") }
        #expect(lists.count >= 4)
        for list in lists {
            let offered = list.replacingOccurrences(of: "|", with: " ")
            #expect(text.contains(offered), "\(file) lacks \(offered)")
        }
    }
}
