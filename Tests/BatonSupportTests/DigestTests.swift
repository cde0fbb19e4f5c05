import Testing
@testable import BatonSupport

/// Known answers from the digests' standards: OpenSSL computes what the compiler's
/// own code computed before it, so persisted ids and image names stay as they were.
@Suite("Digests")
struct DigestTests {
    @Test(arguments: [
        ("", "d41d8cd98f00b204e9800998ecf8427e"),
        ("a", "0cc175b9c0f1b6a831c399e269772661"),
        ("abc", "900150983cd24fb0d6963f7d28e17f72"),
        ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
        ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
        (String(repeating: "1234567890", count: 8), "57edf4a22be3c955ac49da2e2107b67a"),
    ])
    func md5RFC1321(text: String, digest: String) {
        #expect(Digest.md5.hex(text) == digest)
    }

    @Test(arguments: [
        ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "84983e441c3bd26ebaae4aa1f95129e5e54670f1"),
        ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
        (String(repeating: "01234567", count: 80), "dea356a2cddd90c7a7ecedc5ebb563934f460452"),
    ])
    func sha1RFC3174(text: String, digest: String) {
        #expect(Digest.sha1.hex(text) == digest)
    }

    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func sha256FIPS180(text: String, digest: String) {
        #expect(Digest.sha256.hex(text) == digest)
    }

    @Test func millionAs() {
        let million = [UInt8](repeating: 0x61, count: 1_000_000)
        #expect(Hex.encode(Digest.sha1.digest(million)) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
        #expect(Hex.encode(Digest.sha256.digest(million)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(Hex.encode(Digest.md5.digest(million)) == "7707d6ae4e027c70eea2a935c2296f21")
    }

    /// Lengths around the padding's edges: 55 bytes leave room for the length in one
    /// block, 56 do not, 64 fill a block exactly.
    @Test(arguments: [
        (55, "ef1772b6dff9a122358552954ad0df65", "c1c8bbdc22796e28c0e15163d20899b65621d65a",
            "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (56, "3b0c8ac703f828b04c6c197006d17218", "c2db330f6083854c99d4b5bfb6e8f29f201be699",
            "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (57, "652b906d60af96844ebd21b674f35e93", "f08f24908d682555111be7ff6f004e78283d989a",
            "f13b2d724659eb3bf47f2dd6af1accc87b81f09f59f2b75e5c0bed6589dfe8c6"),
        (63, "b06521f39153d618550606be297466d5", "03f09f5b158a7a8cdad920bddc29b81c18a551f5",
            "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (64, "014842d480b571495a4a0363793f7367", "0098ba824b5c16427bd7a1122a5a442a25ec644d",
            "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (65, "c743a45e0d2e6a95cb859adae0248435", "11655326c708d70319be2610e8a57d9a5b959d3b",
            "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
        (119, "8a7bd0732ed6a28ce75f6dabc90e1613", "ee971065aaa017e0632a8ca6c77bb3bf8b1dfc56",
            "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
        (120, "5f61c0ccad4cac44c75ff505e1f1e537", "f34c1488385346a55709ba056ddd08280dd4c6d6",
            "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
        (128, "e510683b3f5ffe4093d021808bc6ff70", "ad5b3fdbcb526778c2839d2f151ea753995e26a0",
            "6836cf13bac400e9105071cd6af47084dfacad4e5e302c94bfed24e013afb73e"),
    ])
    func blockBoundaries(length: Int, md5: String, sha1: String, sha256: String) {
        let text = String(repeating: "a", count: length)
        #expect(Digest.md5.hex(text) == md5)
        #expect(Digest.sha1.hex(text) == sha1)
        #expect(Digest.sha256.hex(text) == sha256)
    }
}
