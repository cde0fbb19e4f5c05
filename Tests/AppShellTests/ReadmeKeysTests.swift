import BatonScreens
import BatonTUI
import Foundation
import Testing
@testable import baton_tui

/// The README's key table and the keys that work are one list: every key the shell, a
/// list or a screen action answers is in the table's key column, and every key the
/// column names is answered.
@MainActor
struct ReadmeKeysTests {
    /// The first cell of each row of the table under "Keys (".
    private static func keyColumn() throws -> [String] {
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let heading = try #require(lines.firstIndex { $0.hasPrefix("Keys (") }, "the README has a key table")
        let rows = lines[(heading + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
        return rows.map { row in
            String(row.dropFirst().prefix { $0 != "|" }).trimmingCharacters(in: .whitespaces)
        }
    }

    /// Every key name the app answers, as `?` names it.
    private static var answeredKeys: Set<String> {
        var names = Set(ScreenAction.allCases.flatMap(\.keys).map(\.displayName))
        for entry in Shell.keyEntries + ListView.helpEntries {
            let parts = entry.names.replacingOccurrences(of: " or ", with: "/").replacingOccurrences(of: " / ", with: "/")
            names.formUnion(parts.split(separator: "/").map(String.init))
        }
        return names
    }

    /// A one-character ASCII key stands in code quotes; a named key stands as it is.
    private static func written(_ name: String) -> [String] {
        guard name.count == 1, name.first?.isASCII == true else { return [name] }
        return name == "`" ? ["`` ` ``"] : ["`\(name)`"]
    }

    @Test func everyKeyTheAppAnswersIsInTheTable() throws {
        let column = try Self.keyColumn().joined(separator: "\n")
        for name in Self.answeredKeys.sorted() {
            #expect(Self.written(name).contains { column.contains($0) }, "the README's key table does not list \(name)")
        }
    }

    @Test func everyKeyTheTableNamesIsAnswered() throws {
        let answered = Set(Self.answeredKeys.flatMap(Self.written))
        for cell in try Self.keyColumn() {
            // The backquote key is written in a double-quoted code span; take it out before reading single spans.
            let backquote = "`` ` ``"
            let quoted = (cell.contains(backquote) ? [backquote] : [])
                + cell.replacingOccurrences(of: backquote, with: "").matches(of: /`[^`]+`/).map { String($0.output) }
            for key in quoted {
                #expect(answered.contains(key), "the README's key table names \(key), which no key map answers")
            }
        }
    }
}
