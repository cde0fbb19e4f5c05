/// A request the benchmarks' scripted server has no answer for (a count or a
/// benchmark asked for more than its script holds), or pages it answered that
/// did not all reach the store.
public enum ScriptedServerError: Error, Equatable, CustomStringConvertible {
    case unknownOperation(String)
    case noPage(cursor: String)
    /// The pages loaded did not all reach the connection.
    case pagesMissing(loaded: Int)

    public var description: String {
        switch self {
        case let .unknownOperation(name): "the scripted server does not answer \(name)"
        case let .noPage(cursor): "the scripted server has no page after the cursor \(cursor)"
        case let .pagesMissing(loaded): "the connection holds \(loaded) repositories, not every page's"
        }
    }
}
