/// What a request carries of its operation's document, as the build decided it:
/// the printed text, or the id the text was registered under. Never both.
public enum RequestDocument: Sendable, Hashable {
    /// The compact text the compiler printed, sent as `query`.
    case text(String)
    /// The persisted id, sent as `documentId`.
    case persisted(id: String)
}
