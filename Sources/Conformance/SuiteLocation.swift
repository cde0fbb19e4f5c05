import Foundation

/// Where Baton's conformance suite lies: the path given, else `$BATON_SPEC`, else
/// `../shared/reference/baton-spec` from the current directory (the package's
/// root under `swift run` and `swift test`).
public enum SuiteLocation {
    public static let defaultPath = "../shared/reference/baton-spec"

    public static func directory(given argument: String? = nil) -> URL {
        let path = argument ?? ProcessInfo.processInfo.environment["BATON_SPEC"] ?? defaultPath
        return URL(fileURLWithPath: path).standardizedFileURL
    }
}
