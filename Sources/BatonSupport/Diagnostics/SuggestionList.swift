/// The options close enough to an input to suggest, as graphql-js chooses them: an
/// option within a lexical distance of `floor(length * 0.4) + 1` of the input (a
/// change of case alone counts as one edit), nearest first, then in natural order.
public func suggestionList<Options: Sequence>(_ input: String, _ options: Options) -> [String]
where Options.Element == String {
    let distance = LexicalDistance(input)
    let threshold = input.utf16.count * 2 / 5 + 1
    var distances = [String: Int]()
    for option in options where distances[option] == nil {
        if let measured = distance.measure(option, threshold: threshold) { distances[option] = measured }
    }
    return distances.keys.sorted { lhs, rhs in
        let left = distances[lhs]!
        let right = distances[rhs]!
        return left != right ? left < right : naturalOrder(lhs, rhs) < 0
    }
}

/// The optimal string alignment distance (Damerau-Levenshtein where a transposed
/// pair is one edit and no substring is edited twice), compared case-insensitively.
struct LexicalDistance {
    let input: String
    let lowercasedInput: String
    let inputScalars: [Unicode.Scalar]

    init(_ input: String) {
        self.input = input
        self.lowercasedInput = input.lowercased()
        self.inputScalars = Array(lowercasedInput.unicodeScalars)
    }

    /// The distance to an option, or nil when it exceeds the threshold.
    func measure(_ option: String, threshold: Int) -> Int? {
        if option == input { return 0 }
        let lowercasedOption = option.lowercased()
        if lowercasedOption == lowercasedInput { return 1 }
        var a = Array(lowercasedOption.unicodeScalars)
        var b = inputScalars
        if a.count < b.count { swap(&a, &b) }
        if a.count - b.count > threshold { return nil }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: 3)
        for j in 0...b.count { rows[0][j] = j }
        if a.isEmpty { return b.count <= threshold ? b.count : nil }
        for i in 1...a.count {
            let up = (i - 1) % 3
            let current = i % 3
            rows[current][0] = i
            var smallest = i
            if !b.isEmpty {
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var cell = min(rows[up][j] + 1, rows[current][j - 1] + 1, rows[up][j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        cell = min(cell, rows[(i - 2) % 3][j - 2] + 1)
                    }
                    smallest = min(smallest, cell)
                    rows[current][j] = cell
                }
            }
            if smallest > threshold { return nil }
        }
        let distance = rows[a.count % 3][b.count]
        return distance <= threshold ? distance : nil
    }
}

/// graphql-js's natural comparison: runs of digits compare as numbers, everything
/// else by UTF-16 code unit, and a prefix before the longer string.
public func naturalOrder(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.utf16)
    let b = Array(rhs.utf16)
    var i = 0
    var j = 0
    func isDigit(_ unit: UInt16) -> Bool { unit >= 0x30 && unit <= 0x39 }
    func readNumber(_ units: [UInt16], _ index: inout Int) -> Int {
        var number = 0
        repeat {
            number = number * 10 + Int(units[index] - 0x30)
            index += 1
        } while index < units.count && isDigit(units[index]) && number > 0
        return number
    }
    while i < a.count, j < b.count {
        if isDigit(a[i]), isDigit(b[j]) {
            let left = readNumber(a, &i)
            let right = readNumber(b, &j)
            if left != right { return left < right ? -1 : 1 }
        } else {
            if a[i] != b[j] { return a[i] < b[j] ? -1 : 1 }
            i += 1
            j += 1
        }
    }
    return a.count - b.count
}
