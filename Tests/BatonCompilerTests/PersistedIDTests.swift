import Testing
@testable import BatonCompiler

/// A persisted id is the configured digest of the printed text's UTF-8 bytes
/// (`DigestTests` hold the digests themselves).
@Suite("Persisted ids")
struct PersistedIDTests {
    @Test func persistedIDsHashTheExactUTF8Text() {
        let text = "héllo wörld ✓ 😀"
        #expect(PersistedID(text: text, algorithm: .md5).value == "89aa2b820ceff5e2668f906e050e431d")
        #expect(PersistedID(text: text, algorithm: .sha1).value == "1e635c63b152e750b83ca43d21b32e4b562af9db")
        #expect(
            PersistedID(text: text, algorithm: .sha256).description
                == "23e0a0c5e66366c058e29407717008da83f9004340e71ff074bb24bd4b80eb2a")
    }
}
