/// Why a page load or a refetch could not compose its query's variables: the
/// fragment's record, fetched again through `node`, holds no identifying field.
/// It reaches the caller inside a missing-data `Failure`.
public struct RefetchError: Error, Sendable, Equatable, CustomStringConvertible {
    public let operationName: String
    public let record: RecordKey
    public let identifierField: String

    public var description: String {
        "\(operationName) fetches \(record.rawValue) by its \(identifierField), which the store does not hold"
    }
}
