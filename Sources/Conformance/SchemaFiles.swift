import Foundation

/// The schema and extensions a `baton.json` names, as paths under the suite.
enum SchemaFiles {
    private struct Config: Decodable {
        var schema: String
        var schemaExtensions: [String]?
    }

    static func paths(named config: URL, under suite: URL) throws -> [String] {
        let decoded: Config
        do {
            decoded = try JSONDecoder().decode(Config.self, from: Data(contentsOf: config))
        } catch {
            throw SuiteError.unreadable(config.path, "\(error)")
        }
        let folder = config.deletingLastPathComponent().standardizedFileURL.path
        let base = suite.standardizedFileURL.path + "/"
        let relative = folder.hasPrefix(base) ? String(folder.dropFirst(base.count)) + "/" : folder + "/"
        return ([decoded.schema] + (decoded.schemaExtensions ?? [])).map { relative + $0 }
    }
}
