import BatonTUI
import BenchmarkCounts

/// Whether the pager's first frame costs the same over a long issue body as over a short
/// one: a body of 10,000 lines of markdown against one of 100 (`PagerFrame.body`), each
/// in a fresh pager at 120x40, its first frame drawn. The first frame lays out the
/// blocks of the body's first stretch, as many over either body.
@MainActor
enum PagerGrowth {
    static let short = "growth.pager_first_100_lines"
    static let long = "growth.pager_first_10000_lines"

    static func run(in session: Session) throws {
        let laidOut = try [(short, 100), (long, 10_000)].map { name, lines in
            try PagerFrame.measureFirst(name, body: PagerFrame.body(lines: lines), in: session)
        }
        // A first frame lays out its screenful, whatever the body's length.
        guard laidOut[0] == laidOut[1] else {
            throw HarnessError.unexpected("a first frame laid out \(laidOut[0]) lines of 100, \(laidOut[1]) of 10,000")
        }
        try session.row(short)
        try session.row(long, against: short, goal: .atMost(1.5))
    }
}
