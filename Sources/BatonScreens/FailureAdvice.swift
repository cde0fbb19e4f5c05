/// What an API adds to the words its failures are said in: how a sentence names its
/// server, what to do when the server refuses the credentials, and how a person gives
/// the API another address.
public struct FailureAdvice: Sendable, Hashable {
    /// The server as the middle of a sentence names it: "GitHub", "the Rick and Morty API".
    public let server: String
    /// A sentence for a refused token or password, when the API takes one.
    public let credentials: String?
    /// The command-line option that sets the API's address ("--github-endpoint").
    public let endpointOption: String?

    public init(server: String, credentials: String? = nil, endpointOption: String? = nil) {
        self.server = server
        self.credentials = credentials
        self.endpointOption = endpointOption
    }

    /// The server as a sentence begins with it.
    var serverFirst: String { server.prefix(1).uppercased() + server.dropFirst() }
}
