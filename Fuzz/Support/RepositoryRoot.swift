import Foundation

/// The repository the fuzz target was built from: its schemas and configurations
/// are read from there at start, so a target checks inputs against the real ones.
enum RepositoryRoot {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String {
        url.appendingPathComponent(relative).path
    }
}
