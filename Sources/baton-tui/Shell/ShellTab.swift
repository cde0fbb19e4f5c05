/// One tab of the shell: the API it shows and its navigation stack.
@MainActor
struct ShellTab {
    let connection: APIConnection
    let stack: NavigationStack

    /// The endpoint without its scheme, for the status bar's right side, which the tab
    /// bar's name completes.
    var place: String {
        let endpoint = connection.endpoint
        return (endpoint.host ?? "") + (endpoint.port.map { ":\($0)" } ?? "") + endpoint.path
    }
}
