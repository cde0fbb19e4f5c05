import Testing
@testable import BatonTUI

/// The mouse: xterm's SGR reports decoded, double clicks told by time, and a list and
/// a row of tabs answering clicks and the wheel where they are drawn.
@MainActor
@Suite struct MouseTests {
    private func decode(_ text: String) -> [Key] {
        var decoder = KeySequenceDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.finish()
    }

    @Test func sgrReportsAreClicksAndTheWheelAndReleasesAreNoKey() {
        #expect(decode("\u{1B}[<0;5;7M") == [.mouse(MouseEvent(.click, at: Point(x: 4, y: 6)))])
        #expect(decode("\u{1B}[<0;5;7m") == [])
        #expect(decode("\u{1B}[<64;1;1M\u{1B}[<65;120;40M") == [
            .mouse(MouseEvent(.wheelUp, at: Point(x: 0, y: 0))), .mouse(MouseEvent(.wheelDown, at: Point(x: 119, y: 39))),
        ])
        // A drag (32) and the right button (2) are the terminal's; a report with no cell is nothing.
        #expect(decode("\u{1B}[<32;5;7M\u{1B}[<2;5;7M\u{1B}[<0;0;7M") == [])
        // Not the keypad's Enter, which ends in M too.
        #expect(decode("\u{1B}[M") == [.enter])
        var decoder = KeySequenceDecoder()
        #expect(decoder.feed(Array("\u{1B}[<0;1".utf8)).isEmpty)
        #expect(decoder.feed(Array("2;3Mj".utf8)) == [.mouse(MouseEvent(.click, at: Point(x: 11, y: 2))), .character("j")])
    }

    @Test func aSecondClickOnTheSameCellSoonAfterIsADoubleClick() {
        var clicks = DoubleClicks()
        let start = ContinuousClock.now
        let here = Key.mouse(MouseEvent(.click, at: Point(x: 3, y: 4)))
        let there = Key.mouse(MouseEvent(.click, at: Point(x: 3, y: 5)))
        #expect(clicks.resolve(here, at: start) == here)
        #expect(clicks.resolve(here, at: start + .milliseconds(300)) == .mouse(MouseEvent(.doubleClick, at: Point(x: 3, y: 4))))
        // A third click starts again; elsewhere or later is a click.
        #expect(clicks.resolve(here, at: start + .milliseconds(350)) == here)
        #expect(clicks.resolve(there, at: start + .milliseconds(400)) == there)
        #expect(clicks.resolve(there, at: start + .seconds(1)) == there)
        #expect(clicks.resolve(.character("j"), at: start + .seconds(1)) == .character("j"))
    }

    @Test func aListSelectsTheRowClickedOpensADoubleClickAndMovesWithTheWheel() {
        var activated: [Int] = []
        let list = ListView(rowCount: 100) { index, state in ListTextRow(state) { "item \(index)" } }
        list.onActivate = { activated.append($0) }
        let host = RenderHost(root: list, size: Size(width: 20, height: 10), scheduler: { _ in })
        host.render()
        #expect(list.handle(.mouse(MouseEvent(.click, at: Point(x: 2, y: 4)))))
        #expect(list.selection == 4)
        #expect(activated.isEmpty)
        #expect(list.handle(.mouse(MouseEvent(.doubleClick, at: Point(x: 2, y: 6)))))
        #expect(list.selection == 6 && activated == [6])
        #expect(list.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 0, y: 0)))))
        #expect(list.selection == 9)
        host.render()
        #expect(list.visibleRows == 3..<13)
        // The rows moved with the wheel: a click now finds the row drawn there.
        #expect(list.handle(.mouse(MouseEvent(.click, at: Point(x: 0, y: 0)))))
        #expect(list.selection == 3)
        #expect(!list.handle(.mouse(MouseEvent(.click, at: Point(x: 0, y: 10)))))
        #expect(!list.handle(.mouse(MouseEvent(.click, at: Point(x: 25, y: 2)))))
    }

    @Test func aClickOnATitleFindsItsTab() {
        let tabs = Tabs([Tabs.Tab("Rick and Morty", Label { "" }), Tabs.Tab("GitHub", Label { "" })])
        let host = RenderHost(root: tabs, size: Size(width: 40, height: 10), scheduler: { _ in })
        host.render()
        // " 1 Rick and Morty " is columns 0-17, a space, then " 2 GitHub ".
        #expect(tabs.index(at: Point(x: 0, y: 0)) == 0)
        #expect(tabs.index(at: Point(x: 17, y: 0)) == 0)
        #expect(tabs.index(at: Point(x: 19, y: 0)) == 1)
        #expect(tabs.index(at: Point(x: 28, y: 0)) == 1)
        #expect(tabs.index(at: Point(x: 29, y: 0)) == nil)
        #expect(tabs.index(at: Point(x: 3, y: 1)) == nil)
    }
}

/// Keys named as a person writes them in a configuration.
@Suite struct KeyNameTests {
    @Test func namesReadAsTheKeysTheyName() {
        let cases: [(String, Key?)] = [
            ("q", .character("q")), ("]", .character("]")), ("?", .character("?")), ("↑", .up),
            ("Enter", .enter), ("esc", .escape), ("Space", .character(" ")), ("PgDn", .pageDown), ("pagedown", .pageDown),
            ("Ctrl-D", .control("d")), ("ctrl+u", .control("u")), ("F12", .function(12)), ("f5", .function(5)),
            ("Shift-Tab", .backTab), ("Ctrl-Q9", nil), ("F99", nil), ("", nil), ("hello", nil),
        ]
        for (name, key) in cases { #expect(Key(name: name) == key, "\(name)") }
        // Every key `?` names reads back as itself.
        for key in [Key.up, .pageUp, .home, .end, .enter, .escape, .backspace, .tab, .function(3), .control("d"), .character("x")] {
            #expect(Key(name: key.displayName) == key)
        }
    }
}

/// A count and its noun, singular for one.
@Suite struct CountedTests {
    @Test func oneIsSingularAndEveryOtherNumberPlural() {
        #expect(counted(1, "repository", plural: "repositories") == "1 repository")
        #expect(counted(60, "repository", plural: "repositories") == "60 repositories")
        #expect(counted(0, "record") == "0 records")
        #expect(counted(1, "fork") == "1 fork")
    }
}
