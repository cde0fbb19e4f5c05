import Baton
import BatonTUI

/// A record's slots as inspector rows: its key, then each slot by storage key
/// with its value as the dump writes it, a link as an arrow to the record it
/// names, a field error in red below its slot; then each plural link, a row per
/// element, after the single values so that a long list does not push them out
/// of sight. The rows that name a record open it.
@MainActor
enum SlotRows {
    static var linkStyle: Style { Style(.accent) }
    static var errorStyle: Style { Style(.failure) }

    static func rows(_ inspector: StoreInspector, _ key: RecordKey) -> [InspectorRow] {
        guard let fields = inspector.fields(of: key), let links = inspector.links(of: key) else {
            return [InspectorRow(text: "\(key.rawValue) is not in the store", style: Style(dim: true))]
        }
        let deleted = inspector.isDeleted(key) == true
        var rows = [InspectorRow(text: key.rawValue + (deleted ? " (deleted)" : ""), style: Style(bold: true))]
        var lists: [InspectorRow] = []
        let column = SectionRows.columnWidth(fields.map(\.storageKey))
        for field in fields {
            let name = SectionRows.padded(field.storageKey, to: column)
            switch links[field.storageKey] {
            case let .single(target):
                rows.append(InspectorRow(text: name + "→ " + target.rawValue, style: linkStyle, target: .record(target)))
                rows += errorRows(field.error)
            case let .plural(targets):
                lists.append(InspectorRow(text: name + counted(targets.count, "link")))
                lists += errorRows(field.error)
                lists += targets.enumerated().map(elementRow)
            case nil:
                rows.append(InspectorRow(text: name + field.value))
                rows += errorRows(field.error)
            }
        }
        return rows + lists
    }

    private static func elementRow(_ position: Int, _ target: RecordKey?) -> InspectorRow {
        let prefix = "  [\(position)] "
        guard let target else { return InspectorRow(text: prefix + "null", style: Style(dim: true)) }
        return InspectorRow(text: prefix + "→ " + target.rawValue, style: linkStyle, target: .record(target))
    }

    private static func errorRows(_ error: FieldError?) -> [InspectorRow] {
        guard let error else { return [] }
        return [InspectorRow(text: "  ! \(error.message) at \(error.path)", style: errorStyle)]
    }
}
