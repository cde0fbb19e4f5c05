import Foundation

/// Relay's `divergences.json`: Baton's own statement, by case name, of each place
/// it parts from Relay on purpose; a missing file states none.
enum Divergences {
    static func read(_ files: SuiteFiles, _ path: String) throws -> [String: String] {
        guard files.exists(path) else { return [:] }
        do {
            return try JSONDecoder().decode([String: String].self, from: Data(files.bytes(path)))
        } catch {
            throw SuiteError.unreadable(files.url(path).path, "\(error)")
        }
    }
}
