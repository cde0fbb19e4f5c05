import BatonSupport

/// Why a text cannot be printed.
public enum PrinterError: Error, Hashable, Sendable {
    /// A spread names a fragment the documents do not define; the spread stands in
    /// the fragment named, or in the operation when nil.
    case unknownFragment(Name, inFragment: String?)
    /// A type system definition has no compact text to send.
    case notExecutable(SourceSpan)
}
