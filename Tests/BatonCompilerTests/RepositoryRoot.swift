import Foundation

/// The repository's root, found from this file's place in it.
enum RepositoryRoot {
    static let path: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}
