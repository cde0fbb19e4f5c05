import BatonTUI
import Testing
@testable import GitHub

/// A unified diff read into its files and its lines' kinds, and laid out at a width in
/// the diff's colors, each file a section.
struct DiffDocumentTests {
    private static let diff = """
        diff --git a/Sources/App/main.swift b/Sources/App/main.swift
        index 3b18e51..a9c1f3d 100644
        --- a/Sources/App/main.swift
        +++ b/Sources/App/main.swift
        @@ -1,4 +1,5 @@ import Foundation
         import Foundation
        -let name = "old"
        +let name = "new"
        +let count = 2
        --- a line of dashes, removed
        +++ a line of pluses, added
         print(name)
        diff --git a/docs/new.md b/docs/new.md
        new file mode 100644
        index 0000000..e69de29
        --- /dev/null
        +++ b/docs/new.md
        @@ -0,0 +1 @@
        +# New
        diff --git a/old.txt b/old.txt
        deleted file mode 100644
        index e69de29..0000000
        --- a/old.txt
        +++ /dev/null
        @@ -1 +0,0 @@
        -gone
        diff --git a/lib/before.c b/lib/after.c
        similarity index 90%
        rename from lib/before.c
        rename to lib/after.c
        index 1111111..2222222 100644
        --- a/lib/before.c
        +++ b/lib/after.c
        @@ -1 +1 @@
        -int a;
        +int b;
        \\ No newline at end of file
        diff --git a/moved only.txt b/moved only.txt
        similarity index 100%
        rename from was here.txt
        rename to moved only.txt
        """

    @Test func eachFileIsOneWithThePathItHasAfterTheChange() {
        let document = DiffDocument(Self.diff)
        #expect(document.files.map(\.path) == ["Sources/App/main.swift", "docs/new.md", "old.txt", "lib/after.c", "moved only.txt"])
        #expect(document.files.map(\.lines) == [0..<12, 12..<19, 19..<26, 26..<37, 37..<41])
        #expect(document.fileIndex(path: "old.txt") == 2)
        #expect(document.fileIndex(path: "lib/before.c") == nil)
    }

    @Test func eachLineHasTheKindItsPlaceSays() {
        let kinds = DiffDocument(Self.diff).lines.prefix(12).map(\.kind)
        #expect(kinds == [
            .fileHeader, .fileHeader, .fileHeader, .fileHeader, .hunkHeader,
            .context, .deletion, .addition, .addition,
            // Inside a hunk, `---` and `+++` start a deletion and an addition, not a header.
            .deletion, .addition, .context,
        ])
        let renamed = DiffDocument(Self.diff).lines[26..<37].map(\.kind)
        #expect(renamed == [.fileHeader, .fileHeader, .fileHeader, .fileHeader, .fileHeader, .fileHeader, .fileHeader,
                            .hunkHeader, .deletion, .addition, .noNewlineMarker])
    }

    @MainActor @Test func theLinesAreDrawnInTheDiffsColorsEachFileASection() {
        let document = DiffDocument(Self.diff).document(width: 80).whole
        #expect(document.lines.count == 41)
        #expect(document.sectionStarts == [0, 12, 19, 26, 37])
        func style(_ index: Int) -> Style { document.lines[index].spans.first?.style ?? .plain }
        #expect(style(0) == Style(bold: true))
        #expect(style(1) == Style(bold: true))
        #expect(style(4) == Style(foreground: .cyan))
        #expect(style(5) == .plain)
        #expect(style(6) == Style(foreground: .red))
        #expect(style(7) == Style(foreground: .green))
        #expect(style(36) == Style(dim: true))
        #expect(document.lines[4].text == "@@ -1,4 +1,5 @@ import Foundation")
    }

    @Test func aDiffWithoutItsLastLineBreakKeepsItsLastLine() {
        let document = DiffDocument("diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b")
        #expect(document.lines.last == DiffDocument.Line(kind: .addition, text: "+b"))
        #expect(document.lines.count == 6)
        #expect(DiffDocument("diff --git a/x b/x\n").lines.count == 1)
        #expect(DiffDocument("").lines.isEmpty && DiffDocument("").files.isEmpty)
    }

    @MainActor @Test func aLongLineGoesOnUnderItselfWithEverySpaceAndTabsBecomeSpaces() {
        let document = DiffDocument("diff --git a/x b/x\n@@ -1 +1 @@\n+\tlet a =  1 + 2\r\n")
        let wide = document.document(width: 40).whole
        #expect(wide.lines.map(\.text) == ["diff --git a/x b/x", "@@ -1 +1 @@", "+   let a =  1 + 2"])
        let narrow = document.document(width: 8).whole
        #expect(narrow.lines.map(\.text) == ["diff --g", "it a/x b", "/x", "@@ -1 +1", " @@", "+   let ", "a =  1 +", " 2"])
        #expect(narrow.lines.suffix(3).allSatisfy { $0.spans.first?.style == Style(foreground: .green) })
        #expect(narrow.sectionStarts == [0])
        #expect(document.document(width: 0).whole.lines.isEmpty)
    }

    @Test func aQuotedPathIsReadBack() {
        let document = DiffDocument("diff --git \"a/caf\\303\\251.txt\" \"b/caf\\303\\251.txt\"\n--- \"a/caf\\303\\251.txt\"\n+++ \"b/caf\\303\\251.txt\"\n")
        #expect(document.files.map(\.path) == ["café.txt"])
    }

    @Test func oneFilesPartIsItsLinesAsWritten() {
        let document = DiffDocument(Self.diff)
        #expect(document.text(ofFile: 2) == "diff --git a/old.txt b/old.txt\ndeleted file mode 100644\nindex e69de29..0000000\n"
            + "--- a/old.txt\n+++ /dev/null\n@@ -1 +0,0 @@\n-gone\n")
    }
}
