import CNCursesW
import Testing
@testable import BatonTUI

/// Decoding what ncurses' `wget_wch` returns: key codes and wide characters.
@Suite struct KeyDecoderTests {
    private func decode(_ inputs: [TerminalInput]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(inputs)
    }

    private func characters(_ text: String) -> [TerminalInput] {
        text.unicodeScalars.map { .character($0) }
    }

    @Test func cursesKeyCodes() {
        let codes: [Int32] = [
            KEY_UP, KEY_DOWN, KEY_LEFT, KEY_RIGHT, KEY_HOME, KEY_END, KEY_PPAGE, KEY_NPAGE,
            KEY_ENTER, KEY_BACKSPACE, KEY_DC, KEY_BTAB, KEY_RESIZE, baton_key_f(1), baton_key_f(12),
        ]
        #expect(decode(codes.map { .keyCode($0) }) == [
            .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
            .enter, .backspace, .delete, .backTab, .resize, .function(1), .function(12),
        ])
        #expect(decode([.keyCode(KEY_IC)]) == [.unknown(Int(KEY_IC))])
    }

    @Test func wideCharactersAndControlCharacters() {
        #expect(decode(characters("日本語🙂")) == [.character("日"), .character("本"), .character("語"), .character("🙂")])
        #expect(decode(characters("\n\r\t\u{7F}\u{04}")) == [.enter, .enter, .tab, .backspace, .control("d")])
    }

    @Test func escapeSequencesNcursesPassedThrough() {
        // A sequence the terminfo entry lacks arrives character by character.
        #expect(decode(characters("\u{1B}[6~q")) == [.pageDown, .character("q")])
        #expect(decode(characters("\u{1B}")) == [.escape])
        // A recognized key right after a lone ESC ends the ESC.
        #expect(decode(characters("\u{1B}") + [.keyCode(KEY_UP)]) == [.escape, .up])
    }

    @Test func displayNames() {
        #expect(Key.up.displayName == "↑")
        #expect(Key.pageDown.displayName == "PgDn")
        #expect(Key.control("d").displayName == "Ctrl-D")
        #expect(Key.function(12).displayName == "F12")
        #expect(Key.character("q").displayName == "q")
        #expect(Key.character(" ").displayName == "Space")
    }
}
