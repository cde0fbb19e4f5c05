/// Why a text cannot be printed.
public enum PrinterError: Error, Hashable, Sendable {
    /// A spread names a fragment the documents do not define.
    case unknownFragment(Name)
    /// A type system definition has no compact text to send.
    case notExecutable(SourceSpan)
}
