/// Which end of a connection a page load extends: the next page after its end
/// cursor, or the previous one before its start cursor.
@_spi(Generated)
public enum PageDirection: Sendable {
    case next
    case previous

    /// The client field on the connection record that says a load is in flight.
    var loadingField: String {
        switch self {
        case .next: "__isLoadingNext"
        case .previous: "__isLoadingPrevious"
        }
    }

    /// The page info fields that say whether there is a page this way, and its cursor.
    var pageInfoFields: (more: String, cursor: String) {
        switch self {
        case .next: ("hasNextPage", "endCursor")
        case .previous: ("hasPreviousPage", "startCursor")
        }
    }
}
