import Foundation
import Testing

/// The repository's root, found from this file's place in it.
enum RepositoryRoot {
    static let path: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}

/// The published schemas our subsets must agree with: `$BATON_REFERENCE` when set,
/// else `../shared/reference/` beside the repository. A clean clone may lack them;
/// CI (`CI` set) never does, so there a missing file fails the test that needs it.
enum ReferenceFiles {
    static var directory: URL {
        if let given = ProcessInfo.processInfo.environment["BATON_REFERENCE"], !given.isEmpty {
            return URL(fileURLWithPath: given)
        }
        return URL(fileURLWithPath: RepositoryRoot.path).deletingLastPathComponent()
            .appendingPathComponent("shared/reference")
    }

    /// The file's path, or nil when it is absent where a missing one is allowed.
    static func path(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        let path = directory.appendingPathComponent(name).path
        if FileManager.default.fileExists(atPath: path) { return path }
        if ProcessInfo.processInfo.environment["CI"] != nil {
            Issue.record("the reference \(path) is missing", sourceLocation: sourceLocation)
        }
        return nil
    }
}
