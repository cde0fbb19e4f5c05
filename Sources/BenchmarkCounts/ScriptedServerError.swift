/// A request the benchmarks' scripted server has no answer for: a count or a
/// benchmark asked for more than its script holds.
public enum ScriptedServerError: Error, Equatable, CustomStringConvertible {
    case unknownOperation(String)
    case noPage(cursor: String)

    public var description: String {
        switch self {
        case let .unknownOperation(name): "the scripted server does not answer \(name)"
        case let .noPage(cursor): "the scripted server has no page after the cursor \(cursor)"
        }
    }
}
