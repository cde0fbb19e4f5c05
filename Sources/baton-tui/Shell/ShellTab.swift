/// One tab of the shell: the API it shows and its navigation stack.
@MainActor
struct ShellTab {
    let connection: APIConnection
    let stack: NavigationStack

    /// Who is signed in, else the endpoint without its scheme, for the status bar's
    /// right side, which the tab bar's name completes.
    var place: String {
        if let viewer = connection.signedIn?() { return viewer }
        let endpoint = connection.endpoint
        return (endpoint.host ?? "") + (endpoint.port.map { ":\($0)" } ?? "") + endpoint.path
    }
}
