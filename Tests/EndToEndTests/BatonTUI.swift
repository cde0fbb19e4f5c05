import Foundation
import Testing

/// The built `baton-tui` binary, found beside the test bundle in the build
/// products folder, run to completion.
enum BatonTUI {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static func binary() throws -> URL {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("baton-tui")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        for bundle in Bundle.allBundles {
            let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("baton-tui")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw MissingBinary(searchedFrom: Bundle.main.bundleURL)
    }

    /// Debian's `nobody` and `nogroup`.
    static let nobody: UInt32 = 65534

    /// Runs the binary to its end; `environment` is added to the test's own, and
    /// `user` (with the group of the same number) runs it as another user.
    static func run(_ arguments: [String], environment: [String: String] = [:], as user: UInt32? = nil) throws -> Run {
        let process = Process()
        if let user {
            // setpriv ships with util-linux: the binary run as another user, the environment kept.
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", try binary().path] + arguments
        } else {
            process.executableURL = try binary()
            process.arguments = arguments
        }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read both before waiting so a full pipe cannot stall the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorBytes = Data()
        group.enter()
        DispatchQueue.global().async {
            errorBytes = stderr.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputBytes = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: outputBytes, as: UTF8.self),
                   stderr: String(decoding: errorBytes, as: UTF8.self))
    }

    struct MissingBinary: Error, CustomStringConvertible {
        let searchedFrom: URL
        var description: String {
            "no baton-tui beside the tests (searched from \(searchedFrom.path)); build it first with `swift build --product baton-tui`"
        }
    }
}
