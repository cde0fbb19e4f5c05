import BatonTUI

/// What names a screen well enough to make it again on the next launch: the kind of
/// screen, the arguments it was made with, the row its list had selected, and what the
/// person wrote there and did not send. It is written as JSON beside the images and read
/// back by the screen target's factory.
public struct ScreenDescriptor: Hashable, Sendable, Codable, CustomStringConvertible {
    /// One argument's value: the kinds a screen's arguments take.
    public enum Argument: Hashable, Sendable, Codable {
        case string(String)
        case int(Int)
        case bool(Bool)

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Int.self) {
                self = .int(value)
            } else {
                self = .string(try container.decode(String.self))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case let .string(value): try container.encode(value)
            case let .int(value): try container.encode(value)
            case let .bool(value): try container.encode(value)
            }
        }
    }

    /// The kind of screen, as its target's factory knows it (`character`, `repository`).
    public var screen: String
    public var arguments: [String: Argument]
    /// The selected row of the screen's list, where it has one.
    public var selection: Int?
    /// The first row of the list on screen, where it was known: a relaunch scrolls there.
    public var firstRow: Int?
    /// Text written on the screen and not sent, by what it is for (`comment`, `review`):
    /// a relaunch puts it back, so a quit loses no writing. Nil when there is none.
    public var drafts: [String: String]?
    /// The draft the screen's composer had open, which a relaunch opens again.
    public var composing: String?

    public init(_ screen: String, _ arguments: [String: Argument] = [:], selection: Int? = nil, firstRow: Int? = nil,
                drafts: [String: String] = [:], composing: String? = nil) {
        self.screen = screen
        self.arguments = arguments
        self.selection = selection
        self.firstRow = firstRow
        self.drafts = drafts.isEmpty ? nil : drafts
        self.composing = composing
    }

    /// A screen whose list is at `place`.
    public init(_ screen: String, _ arguments: [String: Argument] = [:], place: ListPlace) {
        self.init(screen, arguments, selection: place.selection, firstRow: place.firstRow)
    }

    /// Where the screen's list was, where it has one.
    public var place: ListPlace? {
        selection.map { ListPlace(selection: $0, firstRow: firstRow) }
    }

    /// `characters(page: 3, filter: "rick")`, the arguments by name, then the selection
    /// and the drafts' names.
    public var description: String {
        var parts = arguments.sorted { $0.key < $1.key }.map { name, value in
            switch value {
            case let .string(text): "\(name): \"\(text)\""
            case let .int(number): "\(name): \(number)"
            case let .bool(flag): "\(name): \(flag)"
            }
        }
        if let selection { parts.append("selection: \(selection)") }
        if let firstRow { parts.append("first row: \(firstRow)") }
        // The drafts by name alone: their text is the person's, not the log's.
        if let drafts { parts.append("drafts: \(drafts.keys.sorted().joined(separator: " "))") }
        if let composing { parts.append("composing: \(composing)") }
        return "\(screen)(\(parts.joined(separator: ", ")))"
    }

    // MARK: Reading the arguments back

    /// Checks that every argument is one of `names`: an argument a screen no longer
    /// takes means the descriptor was written for another version of it.
    public func expecting(_ names: Set<String>) throws(ScreenDescriptorError) {
        if let unknown = arguments.keys.sorted().first(where: { !names.contains($0) }) {
            throw .unknownArgument(screen: screen, argument: unknown)
        }
    }

    public func string(_ name: String) throws(ScreenDescriptorError) -> String {
        guard let value = try optionalString(name) else { throw .missingArgument(screen: screen, argument: name) }
        return value
    }

    public func optionalString(_ name: String) throws(ScreenDescriptorError) -> String? {
        switch arguments[name] {
        case nil: return nil
        case let .string(value)?: return value
        case .int?, .bool?: throw .wrongArgumentType(screen: screen, argument: name, expected: "string")
        }
    }

    public func int(_ name: String) throws(ScreenDescriptorError) -> Int {
        guard let value = try optionalInt(name) else { throw .missingArgument(screen: screen, argument: name) }
        return value
    }

    public func optionalInt(_ name: String) throws(ScreenDescriptorError) -> Int? {
        switch arguments[name] {
        case nil: return nil
        case let .int(value)?: return value
        case .string?, .bool?: throw .wrongArgumentType(screen: screen, argument: name, expected: "integer")
        }
    }

    public func bool(_ name: String) throws(ScreenDescriptorError) -> Bool {
        guard let value = try optionalBool(name) else { throw .missingArgument(screen: screen, argument: name) }
        return value
    }

    public func optionalBool(_ name: String) throws(ScreenDescriptorError) -> Bool? {
        switch arguments[name] {
        case nil: return nil
        case let .bool(value)?: return value
        case .string?, .int?: throw .wrongArgumentType(screen: screen, argument: name, expected: "boolean")
        }
    }
}

/// Why a descriptor names no screen this version can make.
public enum ScreenDescriptorError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownScreen(String)
    case unknownArgument(screen: String, argument: String)
    case missingArgument(screen: String, argument: String)
    case wrongArgumentType(screen: String, argument: String, expected: String)
    /// An argument of the right type that no screen can show (a page before the first).
    case badArgument(screen: String, argument: String)

    public var description: String {
        switch self {
        case let .unknownScreen(screen): "no screen is called \(screen)"
        case let .unknownArgument(screen, argument): "\(screen) takes no argument \(argument)"
        case let .missingArgument(screen, argument): "\(screen) needs the argument \(argument)"
        case let .wrongArgumentType(screen, argument, expected): "\(screen)'s \(argument) must be a \(expected)"
        case let .badArgument(screen, argument): "\(screen)'s \(argument) is out of range"
        }
    }
}
