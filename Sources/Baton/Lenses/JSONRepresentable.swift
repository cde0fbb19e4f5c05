/// A value an accessor reads, rendered as the JSON the response carried for it.
public protocol JSONRepresentable {
    @MainActor var jsonValue: Variable { get }
}

extension String: JSONRepresentable {
    public var jsonValue: Variable { .string(self) }
}

extension Int: JSONRepresentable {
    public var jsonValue: Variable { .int(self) }
}

extension Double: JSONRepresentable {
    public var jsonValue: Variable { .double(self) }
}

extension Bool: JSONRepresentable {
    public var jsonValue: Variable { .bool(self) }
}

extension Optional: JSONRepresentable where Wrapped: JSONRepresentable {
    @MainActor public var jsonValue: Variable { map(\.jsonValue) ?? .null }
}

extension Array: JSONRepresentable where Element: JSONRepresentable {
    @MainActor public var jsonValue: Variable { .list(map(\.jsonValue)) }
}

extension List: JSONRepresentable {
    /// The entries in their places, as the response held them; as the accessors
    /// read, the shown records alone, so that an index counts what the list shows.
    @MainActor public var jsonValue: Variable {
        .list(LensRendering.showsRecordsOnly ? map(\.jsonValue) : entriesJSON)
    }
}

extension Dictionary where Key == String, Value == Variable {
    /// Adds a field's rendering under its response key, merging it into what a
    /// spread or a type condition already wrote there.
    @_spi(Generated)
    @MainActor public mutating func add(_ key: String, _ value: some JSONRepresentable) {
        let rendered = value.jsonValue
        self[key] = self[key].map { $0.merged(with: rendered) } ?? rendered
    }

    /// Adds an aliased fragment's rendering: under its name, as its accessor reads
    /// it, or merged into the parent when the response's shape is asked for.
    @_spi(Generated)
    @MainActor public mutating func addAliased(_ key: String, _ fragment: (some Lens)?) {
        if LensRendering.mergesAliases {
            fragment?.writeFields(to: &self)
        } else {
            add(key, fragment)
        }
    }
}

/// How a lens renders as JSON. By default an aliased fragment stands under its
/// name, as its accessor reads it; in the response's shape it is merged into its
/// parent, so that a path of response keys reaches its fields.
enum LensRendering {
    @TaskLocal static var mergesAliases = false
    /// Whether a read that throws and a `@catch` read's result are marked as such
    /// (`ReadOutcome`) rather than rendered as absent and as their value.
    @TaskLocal static var marksOutcomes = false
    /// Whether a plural link renders the records its list shows, a null entry and a
    /// deleted record left out as the list leaves them, rather than every entry in
    /// its place.
    @TaskLocal static var showsRecordsOnly = false
}

extension Lens {
    /// The data as this lens reads it, through its own accessors, in the response's
    /// shape: response keys from the lens's record down, aliased fragments merged
    /// into their parents. A conformance row's path reads this.
    /// A read that throws and a `@catch` read's result are marked as `ReadOutcome` says,
    /// and a plural link's index counts the records its list shows.
    @MainActor public var responseShapedValue: Variable {
        LensRendering.$mergesAliases.withValue(true) {
            LensRendering.$marksOutcomes.withValue(true) {
                LensRendering.$showsRecordsOnly.withValue(true) {
                    var object: [String: Variable] = [:]
                    writeFields(to: &object)
                    // The operation's own outcome stands beside its data, which stays readable.
                    if let verdict = errorVerdict { object[ReadOutcome.throwsKey] = .string(verdict.kind.rawValue) }
                    return .object(object)
                }
            }
        }
    }
}

extension Variable {
    /// Objects merged member by member, lists of the same length element by
    /// element; anything else is the newer value.
    func merged(with other: Variable) -> Variable {
        switch (self, other) {
        case let (.object(mine), .object(theirs)):
            return .object(mine.merging(theirs) { $0.merged(with: $1) })
        case let (.list(mine), .list(theirs)) where mine.count == theirs.count:
            return .list(zip(mine, theirs).map { $0.merged(with: $1) })
        default:
            return other
        }
    }
}
