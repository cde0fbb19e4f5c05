import Foundation
import Testing

/// The repository's root, found from this file's place in it.
enum RepositoryRoot {
    static let path: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}

/// The published schemas our subsets must agree with: `$BATON_REFERENCE` when set,
/// else `../shared/reference/` beside the repository. A clean clone may lack them:
/// the tests that need one are then skipped, saying which file is missing. CI (`CI`
/// set) never lacks them, so there a missing file fails the test that needs it.
enum ReferenceFiles {
    static var directory: URL {
        if let given = ProcessInfo.processInfo.environment["BATON_REFERENCE"], !given.isEmpty {
            return URL(fileURLWithPath: given)
        }
        return URL(fileURLWithPath: RepositoryRoot.path).deletingLastPathComponent()
            .appendingPathComponent("shared/reference")
    }

    /// The file's path; under CI a missing one fails the test.
    static func path(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let path = directory.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record("the reference \(path) is missing", sourceLocation: sourceLocation)
            throw ReferenceMissing(path: path)
        }
        return path
    }
}

struct ReferenceMissing: Error {
    let path: String
}

extension Trait where Self == ConditionTrait {
    /// Runs the test when `file` is there, or under CI, where its absence fails the
    /// test; elsewhere skips it, naming the file.
    static func needs(_ file: URL) -> Self {
        .enabled(if: FileManager.default.fileExists(atPath: file.path) || ProcessInfo.processInfo.environment["CI"] != nil,
                 Comment(rawValue: "\(file.path) is missing: place shared/ beside the checkout, or set BATON_REFERENCE or BATON_SPEC"))
    }
}
