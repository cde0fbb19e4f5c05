/// Why the editor gave no text back; the draft stays as it was.
public enum ExternalEditorError: Error, Equatable, CustomStringConvertible {
    /// The draft's temporary file could not be made or written.
    case noDraftFile(reason: String)
    case couldNotStart(command: String, reason: String)
    /// The editor ended with a status other than 0 (128 + N for signal N).
    case failed(command: String, status: Int32)
    /// The file was gone or not UTF-8 when the editor ended.
    case unreadable(command: String)

    public var description: String {
        switch self {
        case .noDraftFile(let reason): "Could not hand the draft to the editor: \(reason)"
        case .couldNotStart(let command, let reason): "Could not start the editor `\(command)`: \(reason)"
        case .failed(let command, let status): "The editor `\(command)` ended with status \(status)"
        case .unreadable(let command): "The editor `\(command)` left no text that can be read"
        }
    }
}
