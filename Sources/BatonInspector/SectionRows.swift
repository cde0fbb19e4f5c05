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

    /// Each held subscription: its stream's state in words, its events and reopenings;
    /// a stream waiting to reopen, or ended by a failure, in red. Where the server
    /// streams nothing, that live updates are off.
    static func streams(_ inspector: StoreInspector) -> [InspectorRow] {
        guard !inspector.liveUpdatesAreOff else {
            return [InspectorRow(text: "live updates are off: this server streams no subscriptions")]
        }
        let streams = inspector.liveStreams
        let column = columnWidth(streams.map(\.operationName))
        return streams.map { stream in
            let counts = "\(stream.events) event\(stream.events == 1 ? "" : "s") · \(stream.resumptions) resumed"
            let failing = switch stream.state {
            case .waiting, .ended(.some): true
            default: false
            }
            return InspectorRow(text: padded(stream.operationName, to: column) + words(stream.state) + " · " + counts,
                                style: failing ? Style(.failure) : .plain)
        }
    }

    private static func words(_ state: SubscriptionStream) -> String {
        switch state {
        case .idle: "parked"
        case .connecting: "connecting"
        case .open: "open"
        case .waiting(let until): "waiting \(max(0, ContinuousClock.now.duration(to: until).components.seconds + 1)) s"
        case .ended(nil): "ended by the server"
        case .ended(let kind?): "ended: \(kind)"
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
