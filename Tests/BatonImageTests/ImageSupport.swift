import Foundation
@testable import Baton
import BatonInspector

/// The events an image logged, kept for a test to read.
final class EventLog: Sendable {
    private let events = Locked<[ImageEvent]>([])

    var all: [ImageEvent] { events.withLock { $0 } }

    var record: @Sendable (ImageEvent) -> Void {
        { event in self.events.withLock { $0.append(event) } }
    }
}

/// One launch of an app over an image file: a persistence and its store.
@MainActor
struct Launch {
    let persistence: Persistence
    let store: Store

    init(_ url: URL, schema: ImageSchema = .plain, version: String? = nil, sizeLimit: Int = Persistence.defaultSizeLimit,
         log: EventLog? = nil) {
        persistence = Persistence(url: url, schema: schema, version: version, sizeLimit: sizeLimit, log: log?.record)
        store = Store(persistence: persistence)
    }

    /// The environment's end: nothing after reaches the file, which is given back.
    func end() async {
        persistence.close()
        await persistence.flush()
    }

    func hydrate(page: Int = 1) -> Hydration {
        store.hydrate(CharacterPages.plan, variables: CharacterPages.variables(page: page))
    }

    var dump: String { StoreExport.text(of: store) }

    /// The dump's line for one record.
    func line(_ key: String) -> String? {
        dump.split(separator: "\n").first { $0.hasPrefix("  \"\(key)\": ") }.map(String.init)
    }
}

/// Reads an image file with SQL, as nothing in the product does, to look at what
/// reached the disk.
struct RawImage {
    let connection: SQLiteConnection

    init(_ url: URL) throws {
        connection = try SQLiteConnection(path: url.path, busyTimeout: 1000)
    }

    /// A connection of another program holding the file's lock until it closes.
    static func holdingLock(on url: URL) throws -> RawImage {
        let other = try RawImage(url)
        try other.connection.execute("BEGIN EXCLUSIVE")
        return other
    }

    func count(_ sql: String) throws -> Int {
        Int(try connection.integer(sql) ?? 0)
    }

    func texts(_ sql: String) throws -> [String] {
        let statement = try connection.prepare(sql)
        defer { statement.finalize() }
        var texts: [String] = []
        while try statement.step() { texts.append(statement.text(0)) }
        return texts
    }
}
