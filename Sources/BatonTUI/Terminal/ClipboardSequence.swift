import Foundation

/// OSC 52, the sequence that sets the terminal's clipboard: the terminal (and tmux
/// with `set-clipboard on`, and an SSH session's local terminal) takes the text from
/// the bytes themselves, so it works wherever the app's output goes.
public enum ClipboardSequence {
    public static func bytes(for text: String) -> [UInt8] {
        Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}".utf8)
    }
}
