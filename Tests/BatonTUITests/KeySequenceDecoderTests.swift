import Testing
@testable import BatonTUI

/// Key decoding from raw bytes, as terminals send them.
@Suite struct KeySequenceDecoderTests {
    private func decode(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeySequenceDecoder()
        return decoder.feed(bytes) + decoder.finish()
    }

    private func decode(_ text: String) -> [Key] { decode(Array(text.utf8)) }

    @Test func plainAndWideCharacters() {
        #expect(decode("jk") == [.character("j"), .character("k")])
        #expect(decode("日本") == [.character("日"), .character("本")])
        #expect(decode("é") == [.character("é")])
        #expect(decode("🙂") == [.character("🙂")])
    }

    @Test func controlBytes() {
        #expect(decode([0x04, 0x15]) == [.control("d"), .control("u")])
        #expect(decode([0x09]) == [.tab])
        #expect(decode([0x0D]) == [.enter])
        #expect(decode([0x0A]) == [.enter])
        #expect(decode([0x7F]) == [.backspace])
        #expect(decode([0x08]) == [.backspace])
        #expect(decode([0x1C]) == [.unknown(0x1C)])
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}[1;5A", .up),
        ("\u{1B}[H", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}OH", .home),
        ("\u{1B}[F", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end), ("\u{1B}OF", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete),
        ("\u{1B}[Z", .backTab), ("\u{1B}OM", .enter),
    ])
    func navigationSequences(sequence: String, key: Key) {
        #expect(decode(sequence) == [key])
    }

    @Test func functionKeysInEveryVariant() {
        // xterm: SS3 for F1-F4, CSI n ~ from F5.
        #expect(decode("\u{1B}OP\u{1B}OQ\u{1B}OR\u{1B}OS") == (1...4).map { Key.function($0) })
        #expect(
            decode("\u{1B}[15~\u{1B}[17~\u{1B}[18~\u{1B}[19~\u{1B}[20~\u{1B}[21~\u{1B}[23~\u{1B}[24~")
                == (5...12).map { Key.function($0) })
        // screen, rxvt: CSI n ~ for F1-F4.
        #expect(decode("\u{1B}[11~\u{1B}[12~\u{1B}[13~\u{1B}[14~") == (1...4).map { Key.function($0) })
        // The Linux console: CSI [ A..E for F1-F5.
        #expect(decode("\u{1B}[[A\u{1B}[[B\u{1B}[[C\u{1B}[[D\u{1B}[[E") == (1...5).map { Key.function($0) })
        // xterm with a modifier: Shift-F1 is CSI 1;2 P.
        #expect(decode("\u{1B}[1;2P") == [.function(1)])
    }

    @Test func loneEscapeVersusSequence() {
        var decoder = KeySequenceDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPending)
        #expect(decoder.finish() == [.escape])
        #expect(!decoder.hasPending)

        #expect(decode("\u{1B}\u{1B}[A") == [.escape, .up])
        #expect(decode("\u{1B}x") == [.escape, .character("x")])
        #expect(decode("\u{1B}[") == [.escape, .character("[")])
    }

    @Test func sequencesSplitAcrossReads() {
        var decoder = KeySequenceDecoder()
        #expect(decoder.feed([0x1B, UInt8(ascii: "[")]) == [])
        #expect(decoder.feed([UInt8(ascii: "6")]) == [])
        #expect(decoder.feed([UInt8(ascii: "~"), UInt8(ascii: "j")]) == [.pageDown, .character("j")])

        let bytes = Array("語".utf8)
        #expect(decoder.feed(bytes.prefix(2)) == [])
        #expect(decoder.feed(bytes.suffix(1)) == [.character("語")])
        #expect(decoder.finish() == [])
    }

    @Test func malformedBytesAreUnknownKeys() {
        #expect(decode([0xFF, UInt8(ascii: "a")]) == [.unknown(0xFF), .character("a")])
        #expect(decode([0xE6, UInt8(ascii: "a")]) == [.unknown(0xE6), .character("a")])
        // A UTF-8 lead byte cut off by the end of the burst.
        #expect(decode([0xE6, 0x97]) == [.unknown(0xE6), .unknown(0x97)])
        #expect(decode("\u{1B}[99~") == [.unknown(99)])
    }
}
