import Testing
@testable import BatonTUI

/// How styles become terminal colors: the palette chosen, the numbers, the pairs.
@Suite struct TerminalColorTests {
    @Test func supportFollowsTheTerminalAndNoColor() {
        #expect(ColorSupport.detect(environment: [:], hasColors: true, colorCount: 256) == .twoHundredFiftySix)
        #expect(ColorSupport.detect(environment: [:], hasColors: true, colorCount: 88) == .eight)
        #expect(ColorSupport.detect(environment: [:], hasColors: true, colorCount: 8) == .eight)
        #expect(ColorSupport.detect(environment: [:], hasColors: false, colorCount: 256) == .none)
        #expect(ColorSupport.detect(environment: [:], hasColors: true, colorCount: 2) == .none)
        #expect(ColorSupport.detect(environment: ["NO_COLOR": "1"], hasColors: true, colorCount: 256) == .none)
        // An empty NO_COLOR does not count (no-color.org).
        #expect(ColorSupport.detect(environment: ["NO_COLOR": ""], hasColors: true, colorCount: 256) == .twoHundredFiftySix)
    }

    @Test func colorNumbersPerPalette() {
        let full = ColorSupport.twoHundredFiftySix
        #expect(full.number(for: nil) == -1)
        #expect(full.number(for: .red) == 1)
        #expect(full.number(for: .brightBlue) == 12)
        #expect(full.number(for: .indexed(208)) == 208)

        let basic = ColorSupport.eight
        #expect(basic.number(for: nil) == -1)
        #expect(basic.number(for: .white) == 7)
        #expect(basic.number(for: .brightBlue) == 4)
        // Cube entries round each channel: 196 is pure red, 21 pure blue, 226 yellow.
        #expect(basic.number(for: .indexed(196)) == 1)
        #expect(basic.number(for: .indexed(21)) == 4)
        #expect(basic.number(for: .indexed(226)) == 3)
        // The gray ramp: dark to black, light to white.
        #expect(basic.number(for: .indexed(233)) == 0)
        #expect(basic.number(for: .indexed(254)) == 7)

        #expect(ColorSupport.none.number(for: .red) == nil)
        #expect(ColorSupport.none.number(for: nil) == nil)
    }

    @Test func pairsAreSharedPerCombinationAndBounded() {
        var pairs = ColorPairAllocator(capacity: 3)
        #expect(pairs.pair(foreground: -1, background: -1) == .init(pair: 0, isNew: false))
        #expect(pairs.pair(foreground: 1, background: -1) == .init(pair: 1, isNew: true))
        #expect(pairs.pair(foreground: 2, background: 4) == .init(pair: 2, isNew: true))
        #expect(pairs.pair(foreground: 1, background: -1) == .init(pair: 1, isNew: false))
        // Pair 3 would reach the capacity: new combinations get the default pair.
        #expect(pairs.pair(foreground: 3, background: -1) == .init(pair: 0, isNew: false))
        #expect(pairs.count == 2)
    }

    @Test func stylesBecomeAttributes() {
        #expect(Style.plain.cursesAttributes == 0)
        let bold = Style(bold: true).cursesAttributes
        let reverse = Style(reverse: true).cursesAttributes
        #expect(bold != 0 && reverse != 0 && bold != reverse)
        #expect(Style(bold: true, reverse: true).cursesAttributes == bold | reverse)
    }
}

/// OSC 52: the text base64'd between the clipboard's introducer and BEL.
@Suite struct ClipboardSequenceTests {
    @Test func theTextIsBase64InsideTheSequence() {
        #expect(ClipboardSequence.bytes(for: "héllo #1") == Array("\u{1B}]52;c;aMOpbGxvICMx\u{07}".utf8))
    }
}
