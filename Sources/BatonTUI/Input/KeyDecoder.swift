/// Turns what ncurses reads into keys. Key codes ncurses recognized map directly;
/// characters go through a `KeySequenceDecoder`, which also decodes the escape sequences
/// the terminfo entry does not name (ncurses hands those over byte by byte) and tells a
/// lone ESC from the start of a sequence.
public struct KeyDecoder: Sendable {
    private var sequences = KeySequenceDecoder()

    public init() {}

    /// The keys of one burst of input: everything read until the terminal had no more.
    public mutating func decode(_ inputs: [TerminalInput]) -> [Key] {
        var keys: [Key] = []
        for input in inputs {
            switch input {
            case .keyCode(let code):
                keys += sequences.finish()
                keys.append(Key(cursesKeyCode: code))
            case .character(let scalar):
                keys += sequences.feed(String(scalar).utf8)
            case .mouse(let event):
                keys += sequences.finish()
                keys.append(.mouse(event))
            }
        }
        return keys + sequences.finish()
    }
}
