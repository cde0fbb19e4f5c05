import Baton
import BatonTUI

/// The rows of each section of the inspector, computed from what it reads.
@MainActor
enum SectionRows {
    /// Each type and how many records of it, opening its records.
    static func types(_ inspector: StoreInspector) -> [InspectorRow] {
        let types = inspector.types
        let column = columnWidth(types.map(\.name))
        return types.map { type in
            InspectorRow(text: padded(type.name, to: column) + String(type.count), target: .type(type.name))
        }
    }

    /// A type's records by key, with each one's caption, opening the record.
    static func records(_ inspector: StoreInspector, ofType type: String, matching filter: String) -> [InspectorRow] {
        let entries = inspector.records(ofType: type, matching: filter)
        let column = columnWidth(entries.map(\.key.rawValue))
        return entries.map { entry in
            var text = entry.key.rawValue
            if entry.isDeleted {
                text += " (deleted)"
            } else if let caption = inspector.caption(of: entry.key) {
                text = padded(text, to: column) + caption
            }
            return InspectorRow(text: text, style: entry.isDeleted ? Style(dim: true) : .plain, target: .record(entry.key))
        }
    }

    /// The newest log entries first, failures in red.
    static func log(_ inspector: StoreInspector) -> [InspectorRow] {
        inspector.logTail.reversed().map { entry in
            InspectorRow(text: "\(entry.number) " + LogText.line(entry),
                         style: LogText.isFailure(entry) ? Style(.failure) : .plain)
        }
    }

    /// Each view and how many times it rendered, in the order given.
    static func renders(_ counts: [(name: String, count: Int)]) -> [InspectorRow] {
        let column = columnWidth(counts.map(\.name))
        return counts.map { InspectorRow(text: padded($0.name, to: column) + String($0.count)) }
    }

    /// The widest of the names plus a gap, at most 28 columns, so long names do
    /// not push the values out of a narrow pane.
    static func columnWidth(_ names: [String]) -> Int {
        min(28, (names.map(\.displayWidth).max() ?? 0) + 2)
    }

    /// The text followed by spaces to `width` columns, or one space when wider.
    static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.displayWidth))
    }
}
