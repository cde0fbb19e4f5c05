import Foundation

/// The bundled sample GraphQL server, run in the background through
/// `scripts/sample-server` for the tests that talk to it.
public struct SampleServer: Sendable {
    /// The server's base URL, as the start script printed it.
    public let baseURL: URL
    /// The folder the script keeps this instance's pid and log in.
    let stateDirectory: URL

    public var rickAndMortyEndpoint: URL { baseURL.appendingPathComponent("rickandmorty/graphql") }
    public var gitHubEndpoint: URL { baseURL.appendingPathComponent("github/graphql") }
    public var controlEndpoint: URL { baseURL.appendingPathComponent("control") }

    /// The server a test runs under, set by the `.sampleServer` trait.
    @TaskLocal public static var current: SampleServer?

    /// The repository's root, found from this file's place in it.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // SampleServerSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static var script: URL { repositoryRoot.appendingPathComponent("scripts/sample-server") }

    /// Starts a new instance on a free port and waits until it answers. The script
    /// (Python's start and the server's first answer) runs on a thread of its own:
    /// the tasks' shared threads, two on a two-core machine, go on with other tests.
    public static func start() async throws(SampleServerError) -> SampleServer {
        let state = FileManager.default.temporaryDirectory
            .appendingPathComponent("baton-sample-server-\(UUID().uuidString)")
        let output = try await onThreadOfItsOwn { () throws(SampleServerError) -> String in
            try runScript(["start", "--state-dir", state.path])
        }
        guard let line = output.split(separator: "\n").last,
              let url = URL(string: String(line).trimmingCharacters(in: .whitespaces)),
              url.scheme == "http"
        else {
            throw .unexpectedOutput(output)
        }
        return SampleServer(baseURL: url, stateDirectory: state)
    }

    /// Stops this instance and removes its state folder.
    public func stop() {
        _ = try? Self.runScript(["stop", "--state-dir", stateDirectory.path])
        try? FileManager.default.removeItem(at: stateDirectory)
    }

    /// The token the server accepts for its default GitHub viewer.
    public static func gitHubToken() throws(SampleServerError) -> String {
        try token.get()
    }

    /// Asked of the script once per process: it starts Python, and a test on the main
    /// actor that waits for it holds up every other test there.
    private static let token = Result { () throws(SampleServerError) -> String in
        try runScript(["token"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func onThreadOfItsOwn(
        _ work: @escaping @Sendable () throws(SampleServerError) -> String
    ) async throws(SampleServerError) -> String {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<String, SampleServerError>, Never>) in
            Thread { continuation.resume(returning: Result { () throws(SampleServerError) in try work() }) }.start()
        }
        return try result.get()
    }

    private static func runScript(_ arguments: [String]) throws(SampleServerError) -> String {
        let process = Process()
        process.executableURL = script
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        do {
            try process.run()
        } catch {
            throw .scriptFailed(arguments: arguments, status: -1, message: "\(error)")
        }
        // Read before waiting so a chatty script cannot fill the pipe and stall.
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .scriptFailed(
                arguments: arguments, status: process.terminationStatus,
                message: String(decoding: err, as: UTF8.self))
        }
        return String(decoding: out, as: UTF8.self)
    }
}

public enum SampleServerError: Error, CustomStringConvertible {
    case scriptFailed(arguments: [String], status: Int32, message: String)
    case unexpectedOutput(String)
    /// The control API did not do what a test asked: its HTTP status, or the
    /// request's own failure.
    case controlFailed(what: String, status: Int?, message: String?)

    public var description: String {
        switch self {
        case .scriptFailed(let arguments, let status, let message):
            "scripts/sample-server \(arguments.joined(separator: " ")) exited \(status): \(message)"
        case .unexpectedOutput(let output):
            "scripts/sample-server start printed no base URL as its last line: \(output)"
        case .controlFailed(let what, let status, let message):
            "the sample server did not \(what): "
                + (message ?? "it answered \(status.map(String.init) ?? "no HTTP status")")
        }
    }
}
