import Foundation

/// Foundation's number and time as mapped scalars, so a target may map a custom
/// scalar to them by name alone (`"swift": "Foundation.Decimal"`): a decimal as
/// its digits, a time as ISO 8601 in UTC with or without fractional seconds.

extension Decimal: MappedScalar {
    public init?(scalarText: String) {
        // `Decimal(string:)` reads a number's prefix ("1.5x" as 1.5); the whole text must be one.
        guard Self.isNumber(scalarText), let value = Decimal(string: scalarText, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        self = value
    }

    public var scalarText: String { description }
    @_spi(Generated) public static var absent: Decimal { 0 }

    /// `[-+]digits[.digits][e[-+]digits]`, with digits on at least one side of the point.
    private static func isNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let whole = rest.prefix(while: { ("0"..."9").contains($0) })
        rest = rest.dropFirst(whole.count)
        var fraction = Substring()
        if rest.first == "." {
            fraction = rest.dropFirst().prefix(while: { ("0"..."9").contains($0) })
            rest = rest.dropFirst(1 + fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return false }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
            let exponent = rest.prefix(while: { ("0"..."9").contains($0) })
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }
}

extension Date: MappedScalar {
    private static let whole = Date.ISO8601FormatStyle()
    private static let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    public init?(scalarText: String) {
        guard let date = (try? Self.fractional.parse(scalarText)) ?? (try? Self.whole.parse(scalarText)) else { return nil }
        self = date
    }

    public var scalarText: String {
        timeIntervalSince1970.rounded(.down) == timeIntervalSince1970 ? formatted(Self.whole) : formatted(Self.fractional)
    }

    @_spi(Generated) public static var absent: Date { Date(timeIntervalSince1970: 0) }
}
