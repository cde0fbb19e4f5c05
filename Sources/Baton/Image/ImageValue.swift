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
