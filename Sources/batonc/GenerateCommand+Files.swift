import BatonCompiler
import Foundation

/// The files a generation owns: the Swift outputs in the output directory, and
/// the report and persisted map where asked. Writes only what differs.
struct OutputPlan {
    var files: [(path: String, contents: String)] = []
    /// Generated Swift files in the output directory that no document writes now.
    var stale: [String] = []

    init(options: GenerateOptions, output: Generator.Output, persistFile: String?) {
        let directory = options.outputDirectory
        for file in output.files {
            files.append(((directory as NSString).appendingPathComponent(file.name), file.contents))
        }
        if let report = options.report { files.append((report, output.report)) }
        if let persisted = options.persisted ?? persistFile { files.append((persisted, output.persisted)) }
        let current = Set(output.files.map(\.name))
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        stale = existing.filter { name in
            (name.hasSuffix(".graphql.swift") || name == Generator.sharedFileName) && !current.contains(name)
        }.sorted().map { (directory as NSString).appendingPathComponent($0) }
    }

    func write() -> Int32 {
        do {
            for file in files where Self.contents(of: file.path) != file.contents {
                let directory = (file.path as NSString).deletingLastPathComponent
                if !directory.isEmpty {
                    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                }
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: file.path), options: .atomic)
            }
            for path in stale { try FileManager.default.removeItem(atPath: path) }
            return 0
        } catch {
            Output.error("batonc generate: error: \(error.localizedDescription)")
            return 1
        }
    }

    func check() -> Int32 {
        var problems: [String] = []
        for file in files {
            switch Self.contents(of: file.path) {
            case nil: problems.append("missing: \(file.path)")
            case let text? where text != file.contents: problems.append("stale: \(file.path)")
            default: break
            }
        }
        problems += stale.map { "stale (no document writes it): \($0)" }
        guard !problems.isEmpty else { return 0 }
        Output.error("batonc generate --check: the generated files are out of date:\n" + problems.joined(separator: "\n"))
        return 1
    }

    private static func contents(of path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
