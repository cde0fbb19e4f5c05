import Foundation
import BenchmarkCounts

/// What the command does with its options.
@MainActor
enum Runner {
    static func run(_ options: Options) async throws {
        if options.help {
            print(Suite.usage, terminator: "")
            return
        }
        let fixture = try Fixture.load()
        if options.counts {
            print(CountsFile.format(try await BenchmarkCounts.measure(fixture)), terminator: "")
            return
        }
        #if DEBUG
        standardError("a debug build: its figures say nothing; run with -c release")
        #endif
        let benchmarks = try Suite.selected(by: options.filter)
        let session = Session(budget: options.quick ? .quick : .full, fixture: fixture) { name in
            standardError("measuring \(name)")
        }
        for benchmark in benchmarks { try await benchmark.run(in: session) }
        print(options.tsv ? Report.tsv(session.rows) : Report.table(session.rows), terminator: "")
    }
}

func standardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
