/// A refetchable fragment's query as a page load or a refetch runs it: the
/// generated query's document and plan, with the variables the runtime composed
/// from the lens's owner, the count, the cursor and the fragment record's id,
/// which no generated initializer takes as a set.
struct RefetchOperation<Source: Query>: Query {
    typealias Data = Source.Data

    static var name: String { Source.name }
    static var document: RequestDocument { Source.document }
    static var plan: Plan { Source.plan }
    static var cacheExpiration: Duration? { Source.cacheExpiration }
    static var nullWhenUnset: [String] { Source.nullWhenUnset }

    let variables: Variables
}
