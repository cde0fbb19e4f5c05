/// The parts of the debug pane, in the order Tab moves through them.
enum InspectorSection: Int, CaseIterable {
    case types, records, record, log, streams, renders

    var title: String {
        switch self {
        case .types: "Types"
        case .records: "Records"
        case .record: "Record"
        case .log: "Log"
        case .streams: "Streams"
        case .renders: "Renders"
        }
    }

    /// The section `offset` places along, wrapping at either end.
    func moved(by offset: Int) -> InspectorSection {
        let count = Self.allCases.count
        return Self(rawValue: ((rawValue + offset) % count + count) % count)!
    }
}
