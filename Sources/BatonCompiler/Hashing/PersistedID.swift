import BatonSupport

/// The id a server's registry knows an operation's text by: the hash of exactly
/// the text's UTF-8 bytes, in lowercase hexadecimal, with the configured algorithm.
public struct PersistedID: Hashable, Sendable, CustomStringConvertible {
    public let value: String
    public let algorithm: PersistAlgorithm

    public init(text: String, algorithm: PersistAlgorithm) {
        self.algorithm = algorithm
        switch algorithm {
        case .md5: value = Digest.md5.hex(text)
        case .sha1: value = Digest.sha1.hex(text)
        case .sha256: value = Digest.sha256.hex(text)
        }
    }

    public var description: String { value }
}
