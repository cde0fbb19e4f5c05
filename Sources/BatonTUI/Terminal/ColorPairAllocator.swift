/// Hands out ncurses color pair numbers for foreground/background combinations, one pair
/// per combination for the life of the screen. Pair 0 is the terminal's default colors.
public struct ColorPairAllocator: Sendable {
    /// A pair number for a combination, and whether the terminal must be told about it
    /// (`init_pair`) before first use.
    public struct Allocation: Hashable, Sendable {
        public var pair: Int16
        public var isNew: Bool
    }

    private struct Combination: Hashable {
        var foreground: Int16
        var background: Int16
    }

    private let capacity: Int
    private var pairs: [Combination: Int16] = [:]

    /// `capacity` is the terminal's `COLOR_PAIRS`; numbers stop below it (and below
    /// `Int16.max`, the widest `init_pair` takes).
    public init(capacity: Int) {
        self.capacity = min(capacity, Int(Int16.max))
    }

    /// The pair for the colors (-1 is the default color). The default combination is
    /// pair 0; when every pair is taken, new combinations fall back to pair 0 too.
    public mutating func pair(foreground: Int16, background: Int16) -> Allocation {
        let combination = Combination(foreground: foreground, background: background)
        if foreground == -1, background == -1 { return Allocation(pair: 0, isNew: false) }
        if let pair = pairs[combination] { return Allocation(pair: pair, isNew: false) }
        let next = pairs.count + 1
        guard next < capacity else { return Allocation(pair: 0, isNew: false) }
        pairs[combination] = Int16(next)
        return Allocation(pair: Int16(next), isNew: true)
    }

    /// How many pairs are in use besides pair 0.
    public var count: Int { pairs.count }
}
