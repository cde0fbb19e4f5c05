/// How many rows a GitHub list asks for at a time, its first page and each next one,
/// and how far `]`/`[` move its selection: `defaults.pageSize`, set once at launch.
public enum PageSize {
    /// The documents' own default, and what a launch without the setting uses.
    public static let standard = 20
    /// GitHub's most for a connection's `first`.
    public static let largest = 100
    @MainActor public static var configured = standard
}
