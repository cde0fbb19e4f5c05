import SampleServerSupport

/// One thing the explorer does to the app or its network.
enum ExplorerStep: Equatable, Sendable, CustomStringConvertible {
    /// A key by tmux's name (`j`, `Enter`, `C-d`), as a person presses it.
    case key(String)
    /// Nothing for a while, so requests land, fail and time out between keys.
    case pause(milliseconds: Int)
    /// A fault armed for the next `times` requests of any operation to `endpoint` (both when nil).
    case fault(String, endpoint: SampleServer.GraphQLEndpoint?, times: Int)
    /// Every armed fault disarmed.
    case clearFaults
    /// The terminal made another size, a tiny one among them.
    case resize(width: Int, height: Int)
    /// Ctrl-C, then the image checked and the app launched again over the same cache.
    case quit
    /// The app killed outright (SIGKILL), then the same.
    case kill

    var description: String {
        switch self {
        case .key(let name): "key \(name)"
        case .pause(let milliseconds): "pause \(milliseconds) ms"
        case .fault(let fault, let endpoint, let times): "fault \(fault) on \(endpoint?.rawValue ?? "both endpoints") ×\(times)"
        case .clearFaults: "clear faults"
        case .resize(let width, let height): "resize \(width)x\(height)"
        case .quit: "quit"
        case .kill: "kill"
        }
    }
}
