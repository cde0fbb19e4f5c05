import Baton
import BatonTUI

/// A record's slots as inspector rows: its key, then each slot by storage key
/// with its value as the dump writes it; a link as an arrow to the record it
/// names, a plural link as a row per element, and a field error in red below its
/// slot. The rows that name a record open it.
@MainActor
enum SlotRows {
    static let linkStyle = Style(foreground: .cyan)
    static let errorStyle = Style(foreground: .red)

    static func rows(_ inspector: StoreInspector, _ key: RecordKey) -> [InspectorRow] {
        guard let fields = inspector.fields(of: key), let links = inspector.links(of: key) else {
            return [InspectorRow(text: "\(key.rawValue) is not in the store", style: Style(dim: true))]
        }
        let deleted = inspector.isDeleted(key) == true
        var rows = [InspectorRow(text: key.rawValue + (deleted ? " (deleted)" : ""), style: Style(bold: true))]
        let column = SectionRows.columnWidth(fields.map(\.storageKey))
        for field in fields {
            let name = SectionRows.padded(field.storageKey, to: column)
            switch links[field.storageKey] {
            case let .single(target):
                rows.append(InspectorRow(text: name + "→ " + target.rawValue, style: linkStyle, target: .record(target)))
            case let .plural(targets):
                rows.append(InspectorRow(text: name + LogText.count(targets.count, "link")))
                for (position, target) in targets.enumerated() {
                    let prefix = "  [\(position)] "
                    if let target {
                        rows.append(InspectorRow(text: prefix + "→ " + target.rawValue, style: linkStyle, target: .record(target)))
                    } else {
                        rows.append(InspectorRow(text: prefix + "null", style: Style(dim: true)))
                    }
                }
            case nil:
                rows.append(InspectorRow(text: name + field.value))
            }
            if let error = field.error {
                rows.append(InspectorRow(text: "  ! \(error.message) at \(error.path)", style: errorStyle))
            }
        }
        return rows
    }
}
