import Foundation

/// A command's arguments, taken from the front one at a time, with the readings of a
/// flag's value that more than one command shares.
struct Arguments {
    private var remaining: ArraySlice<String>

    init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    /// The next argument, nil once all were taken.
    mutating func next() -> String? {
        remaining.popFirst()
    }

    /// The value that follows `flag`.
    mutating func value(of flag: String) throws(UsageError) -> String {
        guard let value = remaining.popFirst() else { throw .missingValue(flag) }
        return value
    }

    /// The API `flag` names.
    mutating func api(of flag: String) throws(UsageError) -> CatalogAPI {
        let name = try value(of: flag)
        guard let api = CatalogAPI(rawValue: name) else { throw .badValue(flag, name) }
        return api
    }

    /// The http or https URL with a host that `flag` names.
    mutating func endpoint(of flag: String) throws(UsageError) -> URL {
        let text = try value(of: flag)
        guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil
        else { throw .badValue(flag, text) }
        return url
    }

    /// The directory `flag` names.
    mutating func directory(of flag: String) throws(UsageError) -> URL {
        URL(fileURLWithPath: try value(of: flag), isDirectory: true)
    }
}
