import Foundation

/// The text format of `benchmarks/counts.txt`: one `name value` a line, blank lines
/// and lines starting with `#` ignored.
public enum CountsFile {
    /// Where the expected counts are kept.
    public static var path: String {
        Fixture.repositoryRoot.appendingPathComponent("benchmarks/counts.txt").path
    }

    public static func format(_ counts: [Count]) -> String {
        counts.map { "\($0)\n" }.joined()
    }

    public static func parse(_ text: String) throws(CountsFileError) -> [Count] {
        var counts: [Count] = []
        var names: Set<String> = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = trimmed.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 2, let value = Int(fields[1]) else {
                throw .malformedLine(number: offset + 1, text: String(line))
            }
            let name = String(fields[0])
            guard names.insert(name).inserted else { throw .repeatedName(number: offset + 1, name: name) }
            counts.append(Count(name, value))
        }
        return counts
    }
}

/// Why a counts file could not be read.
public enum CountsFileError: Error, Equatable, CustomStringConvertible {
    case malformedLine(number: Int, text: String)
    case repeatedName(number: Int, name: String)

    public var description: String {
        switch self {
        case let .malformedLine(number, text): "line \(number) is not `name value`: \(text)"
        case let .repeatedName(number, name): "line \(number) repeats the count \(name)"
        }
    }
}
