/// A slot's value as the image holds it: a link names its target's type and key,
/// never a record's number, which belongs to one store.
enum ImageValue: Sendable, Equatable {
    case missing
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case link(RowLink)
    case links([RowLink?])
    case scalars([ScalarElement])

    /// A slot's value, each link named by `name`; nil when a link has no name, whose
    /// slot then stays off the row.
    init?(_ slot: SlotValue, naming name: (RecordID) -> RowLink?) {
        switch slot {
        case .missing: self = .missing
        case .null: self = .null
        case let .bool(flag): self = .bool(flag)
        case let .int(number): self = .int(number)
        case let .double(number): self = .double(number)
        case let .string(text): self = .string(text)
        case let .scalars(elements): self = .scalars(elements)
        case let .link(id):
            guard let target = name(id) else { return nil }
            self = .link(target)
        case let .links(ids):
            var targets: [RowLink?] = []
            targets.reserveCapacity(ids.count)
            for id in ids {
                guard let id else {
                    targets.append(nil)
                    continue
                }
                guard let target = name(id) else { return nil }
                targets.append(target)
            }
            self = .links(targets)
        }
    }
}

/// A link's target as a row names it.
struct RowLink: Sendable, Hashable {
    let type: String
    let key: RecordKey
}

/// One cell of a row: the storage key's text, the value and the field error beside it.
struct ImageCell: Sendable, Equatable {
    let name: String
    let value: ImageValue
    let error: FieldError?
}
