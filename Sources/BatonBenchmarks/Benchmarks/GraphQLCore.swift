import Foundation
import BenchmarkCounts

/// graphql-core, the Python port of graphql-js, timed in a subprocess by
/// `benchmarks/graphql_core_timing.py` with the project's venv (`.venv/bin/python`):
/// the script prints one iteration's seconds a line.
struct GraphQLCore {
    let python: URL
    let script: URL

    /// The repository's venv and script; nil when the venv is not set up.
    static func inRepository() -> GraphQLCore? {
        let root = Fixture.repositoryRoot
        let core = GraphQLCore(
            python: root.appendingPathComponent(".venv/bin/python"),
            script: root.appendingPathComponent("benchmarks/graphql_core_timing.py"))
        return FileManager.default.isExecutableFile(atPath: core.python.path) ? core : nil
    }

    /// The script's exit status when graphql-core does not accept the documents.
    static let rejectedStatus: Int32 = 3

    /// Runs the script and returns its timings, one per iteration.
    func seconds(_ arguments: [String]) throws(GraphQLCoreError) -> [Double] {
        let process = Process()
        process.executableURL = python
        process.arguments = [script.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        do {
            try process.run()
        } catch {
            throw .launch(error.localizedDescription)
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == Self.rejectedStatus { throw .rejected }
        guard process.terminationStatus == 0 else { throw .failed(status: process.terminationStatus) }
        let text = String(decoding: data, as: UTF8.self)
        var seconds: [Double] = []
        for line in text.split(separator: "\n") {
            guard let value = Double(line) else { throw .malformedOutput(String(line)) }
            seconds.append(value)
        }
        return seconds
    }
}

/// Why graphql-core gave no timings.
enum GraphQLCoreError: Error, CustomStringConvertible {
    case launch(String)
    case failed(status: Int32)
    /// graphql-core does not accept a document or text it was given (the script said why).
    case rejected
    case malformedOutput(String)

    var description: String {
        switch self {
        case let .launch(reason): "cannot start graphql-core's timing script: \(reason)"
        case let .failed(status): "graphql-core's timing script exited with status \(status)"
        case .rejected: "graphql-core rejects what it was given"
        case let .malformedOutput(line): "graphql-core's timing script printed \(line), not seconds"
        }
    }
}
