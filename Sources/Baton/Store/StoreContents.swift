/// The store as its dump shows it, apart from record numbers: each record by key
/// with its type, whether it was deleted, and its fields by storage key, a link as
/// the key it names. Two stores whose contents are equal dump the same text, and
/// `StoreInvariants.unchanged` names what differs field by field, as a dump's text
/// would not.
@MainActor
struct StoreContents {
    enum Value: Equatable {
        case plain(SlotValue)
        /// A link by the key of the record it names; nil for a number the store
        /// does not hold.
        case link(RecordKey?)
        case links([RecordKey?])
    }

    struct Field: Equatable {
        let value: Value
        let error: FieldError?
    }

    struct Entry: Equatable {
        let type: TypeID
        let isDeleted: Bool
        let fields: [String: Field]
    }

    let records: [RecordKey: Entry]

    init(of store: Store) {
        func key(_ id: RecordID?) -> RecordKey? {
            guard let id, id.index >= 0, Int(id.index) < store.recordCount else { return nil }
            return store.record(id).key
        }
        var records: [RecordKey: Entry] = [:]
        for record in store.allRecords {
            var fields: [String: Field] = [:]
            for field in record.storedFields {
                let value: Value = switch field.value {
                case let .link(id): .link(key(id))
                case let .links(ids): .links(ids.map(key))
                default: .plain(field.value)
                }
                fields[field.storageKey] = Field(value: value, error: field.error)
            }
            records[record.key] = Entry(type: record.type, isDeleted: record.isDeleted, fields: fields)
        }
        self.records = records
    }
}
