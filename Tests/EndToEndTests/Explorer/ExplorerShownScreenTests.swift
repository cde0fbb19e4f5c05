import Testing

/// The explorer's judgement of a relaunch, on screens written out: the rows around the
/// selection must come back as the quit left them, wherever the list is scrolled.
struct ExplorerShownScreenTests {
    static let tabs = " 1 Rick and Morty   2 GitHub (44)"
    static let heading = " GitHub › Starred"

    /// The starred list with `rows` from its top, the one at `selected` marked.
    static func screen(_ rows: [String], selected: Int, count: Int) -> [String] {
        [tabs, heading, "", "mona · \(count) starred", ""]
            + rows.enumerated().map { ($0.offset == selected ? "›★ " : " ★ ") + $0.element + "  updated 4y ago    Swift  ★ 45" }
            + ["", "updated just now"]
    }

    static let left = ["baton-labs/channel", "ibrahim-kowalski/curses-scheduler", "knakamura/curses", "amara-kowalski/ingest"]

    @Test func theSameRowsScrolledElsewhereAreDrawnAgain() throws {
        let shown = try #require(ExplorerShownScreen(Self.screen(Self.left, selected: 1, count: 38)))
        let scrolled = try #require(ExplorerShownScreen(Self.screen(Array(Self.left.dropFirst()), selected: 0, count: 38)))
        #expect(shown.isDrawnAgain(by: scrolled, rowsKept: true))
    }

    @Test func aRowThatCameBackAboveTheSelectionIsNotDrawnAgain() throws {
        let shown = try #require(ExplorerShownScreen(Self.screen(Self.left, selected: 2, count: 38)))
        // The unstarred row between, back.
        var undone = Self.left
        undone.insert("open-orchard/query", at: 2)
        let relaunched = try #require(ExplorerShownScreen(Self.screen(undone, selected: 3, count: 40)))
        #expect(relaunched.selected == shown.selected)
        #expect(!shown.isDrawnAgain(by: relaunched, rowsKept: true))
        // A list narrowed by typed text lasts one launch: its rows are not compared.
        #expect(shown.isDrawnAgain(by: relaunched, rowsKept: false))
    }

    /// The relaunch puts the selection first under the column headings, where the quit
    /// had a row above it: the headings are not taken for that row.
    @Test func columnHeadingsAboveTheSelectionAreNotARow() throws {
        let headings = " Repository   #    Title"
        let shown = [Self.tabs, Self.heading, "", headings, " mona/baton-metrics  #16", "›mona/query  #16", " mona/deploy  #16", ""]
        let relaunched = [Self.tabs, Self.heading, "", headings, "›mona/query  #16", " mona/deploy  #16", " mona/glyph  #8", ""]
        let expected = try #require(ExplorerShownScreen(shown))
        #expect(expected.isDrawnAgain(by: try #require(ExplorerShownScreen(relaunched)), rowsKept: true))
    }

    /// A diff under another screen says its count of files once its data is read, which
    /// a relaunch may do where the quit had not: the same screens all the same.
    @Test func whatAScreenSaysOfItsDataInTheHeadingIsNotItsName() throws {
        let shown = [Self.tabs, " …core#16 diff › mona/ingest-core#16 files › mona/ingest-core#16 diff · 15 files", "", "+a"]
        let relaunched = [Self.tabs, " …f · 15 files › mona/ingest-core#16 files › mona/ingest-core#16 diff · 15 files", "", "+a"]
        let expected = try #require(ExplorerShownScreen(shown))
        #expect(expected.isDrawnAgain(by: try #require(ExplorerShownScreen(relaunched)), rowsKept: true))
        let other = [Self.tabs, " …core#16 diff › mona/ingest-core#16 files › mona/ingest-core#17 diff · 15 files", "", "+a"]
        #expect(!expected.isDrawnAgain(by: try #require(ExplorerShownScreen(other)), rowsKept: true))
        // Cut inside a screen's data, which a wider heading shows whole (seeds 7434, 7446).
        let cutInData = try #require(ExplorerShownScreen(
            [Self.tabs, " …15 files › mona/ingest-core#16 files › mona/ingest-core#16 diff · 15 files", "", "+a"]))
        let wider = [Self.tabs, " …t-core#16 diff · 15 files › mona/ingest-core#16 files › mona/ingest-core#16 diff · 15 files", "", "+a"]
        #expect(cutInData.isDrawnAgain(by: try #require(ExplorerShownScreen(wider)), rowsKept: true))
        let widerOther = [Self.tabs, " …t-core#16 diff · 15 files › mona/ingest-core#16 files › mona/ingest-core#17 diff · 15 files", "", "+a"]
        #expect(!cutInData.isDrawnAgain(by: try #require(ExplorerShownScreen(widerOther)), rowsKept: true))
    }

    @Test func aRowLoadingMoreIsNotComparedAndTheDebugPaneIsNotPartOfTheHeading() throws {
        var shown = Self.screen(Self.left, selected: 3, count: 38)
        shown.insert(" Loading more…", at: 9)
        var relaunched = Self.screen(Self.left, selected: 3, count: 38)
        relaunched[1] += "      │ Store inspector · github"
        // Beside the pane a short row is padded with blanks; alone, it ends at its text.
        shown[7] = " ★ knakamura/curses"
        relaunched[7] = " ★ knakamura/curses" + String(repeating: " ", count: 40) + "│ Records"
        let expected = try #require(ExplorerShownScreen(shown))
        #expect(expected.neighbours[1] == nil)
        #expect(expected.neighbours[-1] == " ★ knakamura/curses")
        #expect(expected.isDrawnAgain(by: try #require(ExplorerShownScreen(relaunched)), rowsKept: true))
    }

    /// A quit with the keys' overlay open (seed 709): the overlay cuts the heading, and
    /// the relaunch draws the screen under it without the overlay.
    @Test func theKeysOverlayCutsTheHeadingARelaunchDoesNotOpenAgain() throws {
        let overlay = "│ Enter          open the selected row   │"
        let shown = [Self.tabs + "    ╭ Keys ─────────────────────────────────╮", " GitHub › Review requested › mona/ing" + overlay,
                     "#16 Handle 429 in patch              " + overlay]
        let relaunched = [Self.tabs, " GitHub › Review requested › mona/ingest-core#16", "#16 Handle 429 in patch"]
        let expected = try #require(ExplorerShownScreen(shown))
        #expect(expected.isDrawnAgain(by: try #require(ExplorerShownScreen(relaunched)), rowsKept: true))
        let other = [Self.tabs, " GitHub › Assigned › mona/ingest-core#16", "#16 Handle 429 in patch"]
        #expect(!expected.isDrawnAgain(by: try #require(ExplorerShownScreen(other)), rowsKept: true))
        // Beside the debug pane the overlay begins on the heading's line (seed 1150).
        let besidePane = [Self.tabs + "      │Store inspector · github", " GitHub › Inbox     ╭ Keys ──────╮  │813 records",
                          "›● mona/scheduler-examples │ q   back │"]
        let inbox = [Self.tabs, " GitHub › Inbox", "›● mona/clock-kit  Release 1.0.0"]
        #expect(try #require(ExplorerShownScreen(besidePane)).isDrawnAgain(by: try #require(ExplorerShownScreen(inbox)), rowsKept: true))
        #expect(!(try #require(ExplorerShownScreen(besidePane)).isDrawnAgain(by: try #require(ExplorerShownScreen(other)), rowsKept: true)))
        // Below the heading it covers the rows (seed 3541).
        let checks = " GitHub › Review requested › mona/deploy#14 checks"
        let overRows = [Self.tabs, checks, "2 pending · ╭ Keys ──────╮", "›● in progre│ Enter  open │"]
        let rows = [Self.tabs, checks, "2 pending · 1 passed", "›● in progress  CodeQL   running"]
        #expect(try #require(ExplorerShownScreen(overRows)).isDrawnAgain(by: try #require(ExplorerShownScreen(rows)), rowsKept: true))
    }

    /// A quit with the keys' overlay open over a labels picker (seed 8473): the picker is
    /// not made again, under the overlay or not, so the screens under it must come back.
    @Test func aPickerUnderTheKeysOverlayLeavesTheScreensUnderIt() throws {
        let overlay = "╭ Keys ───────────────╮"
        let shown = [Self.tabs, " GitHub › Review requested › mona/ingest-core#16 labels     │Store inspector · github",
                     "Filter: K", "2 of 9 labels on mona/inges" + overlay, "›[ ] bug  Something isn't w│ Enter  open │"]
        let expected = try #require(ExplorerShownScreen(shown))
        let dashboard = [Self.tabs, " GitHub › Review requested", "›mona/ingest-core  #16  open  Handle 429 in patch"]
        #expect(expected.isDrawnAgain(by: try #require(ExplorerShownScreen(dashboard)), rowsKept: true))
        let other = [Self.tabs, " GitHub › Assigned to me", "›mona/ingest-core  #16  open  Handle 429 in patch"]
        #expect(!expected.isDrawnAgain(by: try #require(ExplorerShownScreen(other)), rowsKept: true))
    }

    /// The last row of a page, quit while the next loads (seed 927): below it the list is
    /// blank where the preview beside it goes on, which is no row; the relaunch, which
    /// loaded the next page, draws the same screen.
    @Test func blanksBesideAPreviewAreNoRow() throws {
        let preview = String(repeating: " ", count: 40) + "│ Location  Interdimensional Cable"
        let heading = " Rick and Morty › Characters"
        let shown = [Self.tabs, heading, " Antenna Rick      unknown   Human", "›Ants in my Eyes Johnson      unknown", preview,
                     preview, "page 1 of 42  ·  loading page 2…"]
        let relaunched = [Self.tabs, heading, " Antenna Rick      unknown   Human", "›Ants in my Eyes Johnson      unknown",
                          " Aqua Morty                   unknown" + preview, "page 1 of 42"]
        let expected = try #require(ExplorerShownScreen(shown))
        #expect(expected.neighbours[1] == nil)
        #expect(expected.isDrawnAgain(by: try #require(ExplorerShownScreen(relaunched)), rowsKept: true))
    }

    /// A repository's issues, quit beside the debug pane and relaunched beside the
    /// preview (seed 3547): the titles are cut to other widths, and the rows are the same.
    @Test func rowsCutToAnotherWidthAreTheSameRows() throws {
        let heading = " GitHub › Your repositories › mona/maze-ingest"
        let debugPane = "│Issue:I_MDpJc3N1ZTo0ODMz    Tests fail on Debian 12"
        func issues(_ titles: [String], beside: String) -> [String] {
            [Self.tabs, heading, "Open issues (4) · pull requests (1)"] + titles.enumerated().map { index, title in
                (index == 2 ? "›" : " ") + "#\(index + 1)    open   \(title) → @rnovak  3y ago  💬 1" + beside
            }
        }
        let shown = issues(["Unicode names are cut o…", "Make widge…", "Memory grows while colo…"], beside: debugPane)
        let relaunched = issues(["Unicode names are…", "Make…", "Memory grows wh…"], beside: "│#3 Memory grows while color runs")
        let expected = try #require(ExplorerShownScreen(shown))
        #expect(expected.isDrawnAgain(by: try #require(ExplorerShownScreen(relaunched)), rowsKept: true))
        let other = issues(["Unicode names are…", "Make…", "Support curses…"], beside: "│#3 Support curses in the config")
        #expect(!expected.isDrawnAgain(by: try #require(ExplorerShownScreen(other)), rowsKept: true))
    }
}
