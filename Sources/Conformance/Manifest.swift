import Baton
import Foundation

/// A suite's `manifest.json` (format 3): the authors' documents, the cases and
/// the scripts' files in the order they run.
struct Manifest: Decodable {
    struct Sources: Decodable {
        var directory: String
        var config: String
    }

    var format: Int
    var sources: Sources
    var cases: [SpecCase]
    var scripts: [String]

    static func read(from file: URL) throws -> Manifest {
        do {
            return try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: file))
        } catch {
            throw SuiteError.unreadable(file.path, "\(error)")
        }
    }
}

/// Why the suite could not be read at all (a case's own trouble fails the case).
public enum SuiteError: Error, CustomStringConvertible {
    case unreadable(String, String)
    case unsupportedFormat(String, Int)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .unsupportedFormat(let path, let format): "\(path) is of format \(format); the runner reads format 3"
        }
    }
}
