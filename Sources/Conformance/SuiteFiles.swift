import Foundation

/// The suite's files by their paths under the suite's directory.
struct SuiteFiles {
    let directory: URL

    func url(_ path: String) -> URL { directory.appending(path: path) }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }

    func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: url(path))) }

    func text(_ path: String) throws -> String { String(decoding: try bytes(path), as: UTF8.self) }

    /// Which of `paths` the copy lacks.
    func missing(_ paths: [String]) -> [String] { paths.filter { !exists($0) } }
}
