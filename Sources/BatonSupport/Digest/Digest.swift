import COpenSSL

/// The digests things are named by, computed by OpenSSL's libcrypto (`EVP_Digest`):
/// a persisted id (MD5, SHA-1 or SHA-256 of an operation's text), the schema's
/// digest and an image's file name (SHA-256), and a WebSocket's accept value (SHA-1).
public enum Digest: String, Sendable {
    case md5 = "MD5"
    case sha1 = "SHA-1"
    case sha256 = "SHA-256"

    /// The digest's length in bytes.
    public var length: Int {
        switch self {
        case .md5: 16
        case .sha1: 20
        case .sha256: 32
        }
    }

    /// The digest of `message`.
    public func digest(_ message: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: length)
        var written: UInt32 = 0
        let computed = message.withUnsafeBytes { bytes in
            digest.withUnsafeMutableBufferPointer { output in
                EVP_Digest(bytes.baseAddress, bytes.count, output.baseAddress, &written, algorithm, nil)
            }
        }
        // EVP_Digest fails only when libcrypto cannot allocate or lacks the algorithm.
        // A name made without the digest would name something else: a persisted id
        // the server does not know, another image, an accept no server sends.
        precondition(computed == 1 && Int(written) == length, "libcrypto computed no \(rawValue)")
        return digest
    }

    /// The digest of `text`'s UTF-8 bytes, in lowercase hexadecimal.
    public func hex(_ text: String) -> String {
        Hex.encode(digest(Array(text.utf8)))
    }

    private var algorithm: OpaquePointer? {
        switch self {
        case .md5: EVP_md5()
        case .sha1: EVP_sha1()
        case .sha256: EVP_sha256()
        }
    }
}
