import Foundation

/// The rows printed: a Markdown table for people, or tab-separated lines for scripts.
enum Report {
    /// `| name | median | min | baseline | ratio | goal |`, columns aligned.
    static func table(_ rows: [Row]) -> String {
        var lines = [["name", "median", "min", "baseline", "ratio", "goal"]]
        for row in rows {
            switch row.content {
            case let .measured(timing, baseline, goal):
                lines.append([
                    row.name, duration(timing.median), duration(timing.minimum), baseline?.name ?? "-",
                    row.ratio.map(ratio) ?? "-", goalText(goal, row.ratio),
                ])
            case let .skipped(reason):
                lines.append([row.name, "skipped", "-", "-", "-", reason])
            }
        }
        let widths = (0..<lines[0].count).map { column in lines.map { $0[column].count }.max() ?? 0 }
        func render(_ cells: [String]) -> String {
            "| " + zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
        return ([render(lines[0]), rule] + lines.dropFirst().map(render)).joined(separator: "\n") + "\n"
    }

    /// `name<TAB>median seconds<TAB>baseline name<TAB>ratio<TAB>goal`, `-` where a row
    /// has no baseline or no goal; skipped rows are left out.
    static func tsv(_ rows: [Row]) -> String {
        rows.compactMap { row -> String? in
            guard case let .measured(timing, baseline, goal) = row.content else { return nil }
            let ratioText = row.ratio.map { String(format: "%.6g", $0) } ?? "-"
            let goalText = goal.map { String(format: "%.6g", $0.limit) } ?? "-"
            return [row.name, String(format: "%.6e", timing.median), baseline?.name ?? "-", ratioText, goalText]
                .joined(separator: "\t")
        }.map { $0 + "\n" }.joined()
    }

    /// Three significant figures in the unit that keeps them whole: 26.1 ns, 165 µs, 2.14 ms.
    static func duration(_ seconds: Double) -> String {
        let (value, unit): (Double, String) = switch seconds {
        // Bounded below the next unit, so that rounding never prints 1e+03.
        case ..<999.5e-9: (seconds * 1e9, "ns")
        case ..<999.5e-6: (seconds * 1e6, "µs")
        case ..<0.9995: (seconds * 1e3, "ms")
        default: (seconds, "s")
        }
        return String(format: "%.3g", value) + " " + unit
    }

    static func ratio(_ value: Double) -> String {
        String(format: "%.3g", value) + "x"
    }

    private static func goalText(_ goal: Goal?, _ ratio: Double?) -> String {
        guard let goal, let ratio else { return "" }
        let verdict = goal.isMet(by: ratio) ? "met" : "missed by \(Self.ratio(ratio / goal.limit))"
        return "<= \(Self.ratio(goal.limit)): \(verdict)"
    }
}
