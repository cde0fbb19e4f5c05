/// How much of a stack's length one item takes.
public enum StackSize: Hashable, Sendable {
    /// Exactly this many cells, or what is left when the stack is shorter.
    case fixed(Int)
    /// A share of what the fixed items leave, by weight, and never less than `minimum`
    /// while there is room for it.
    case flexible(weight: Int = 1, minimum: Int = 0)

    /// One flexible share.
    public static let fill = StackSize.flexible()

    /// Splits `total` cells among `sizes`: fixed items first, then each flexible item's
    /// minimum, then the rest by weight, the remainder of the division going one cell at a
    /// time to the first flexible items. The lengths never sum to more than `total`.
    public static func lengths(of sizes: [StackSize], in total: Int) -> [Int] {
        var remaining = max(0, total)
        var lengths = [Int](repeating: 0, count: sizes.count)
        for (index, size) in sizes.enumerated() {
            guard case .fixed(let length) = size else { continue }
            lengths[index] = min(max(0, length), remaining)
            remaining -= lengths[index]
        }
        var totalWeight = 0
        for (index, size) in sizes.enumerated() {
            guard case .flexible(let weight, let minimum) = size else { continue }
            lengths[index] = min(max(0, minimum), remaining)
            remaining -= lengths[index]
            totalWeight += max(0, weight)
        }
        guard totalWeight > 0, remaining > 0 else { return lengths }
        let shared = remaining
        for (index, size) in sizes.enumerated() {
            guard case .flexible(let weight, _) = size else { continue }
            let share = shared * max(0, weight) / totalWeight
            lengths[index] += share
            remaining -= share
        }
        for (index, size) in sizes.enumerated() where remaining > 0 {
            guard case .flexible(let weight, _) = size, weight > 0 else { continue }
            lengths[index] += 1
            remaining -= 1
        }
        return lengths
    }
}
