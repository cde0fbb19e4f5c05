import Baton

/// Whether a value a lens read is the value a row expects. JSON does not tell
/// `1` from `1.0`, so numbers compare by value; everything else by structure.
func sameJSON(_ expected: Variable, _ actual: Variable) -> Bool {
    switch (expected, actual) {
    case let (.int(left), .double(right)), let (.double(right), .int(left)):
        return Double(left) == right
    case let (.list(left), .list(right)):
        return left.count == right.count && zip(left, right).allSatisfy(sameJSON)
    case let (.object(left), .object(right)):
        return left.count == right.count && left.allSatisfy { name, value in right[name].map { sameJSON(value, $0) } ?? false }
    default:
        return expected == actual
    }
}
