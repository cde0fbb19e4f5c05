import Foundation
import Testing
@testable import baton_tui

/// Images no launch wrote for a month go at launch; the ones in use, recent ones and
/// anything not named as ours stay.
struct ImageDirectoryTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("image-directory-\(UUID().uuidString)")

    /// Makes `name` in the directory, last written `days` ago.
    private func make(_ name: String, daysAgo days: Double, now: Date) throws {
        let url = directory.appendingPathComponent(name)
        try Data("x".utf8).write(to: url)
        let written = now.addingTimeInterval(-days * 24 * 60 * 60)
        try FileManager.default.setAttributes([.modificationDate: written], ofItemAtPath: url.path)
    }

    @Test func onlyOurOldImagesNotInUseAreDeleted() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let now = Date()
        let old = "github-0123456789abcdef.sqlite"
        let inUse = "github-fedcba9876543210.sqlite"
        let recent = "rickandmorty-00112233aabbccdd.sqlite"
        let notOurs = ["notes.sqlite", "github-XYZ.sqlite", "gitlab-0123456789abcdef.sqlite", "shown-screens.json"]
        try make(old, daysAgo: 40, now: now)
        try make(old + "-wal", daysAgo: 40, now: now)
        try make(old + "-shm", daysAgo: 40, now: now)
        try make(inUse, daysAgo: 90, now: now)
        try make(recent, daysAgo: 2, now: now)
        // An old file whose log a launch wrote recently is in use.
        let loggedRecently = "rickandmorty-8899aabbccddeeff.sqlite"
        try make(loggedRecently, daysAgo: 60, now: now)
        try make(loggedRecently + "-wal", daysAgo: 1, now: now)
        for name in notOurs { try make(name, daysAgo: 400, now: now) }
        let target = directory.appendingPathComponent("target.txt")
        try Data("kept".utf8).write(to: target)
        let link = "rickandmorty-aaaaaaaaaaaaaaaa.sqlite"
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent(link).path, withDestinationPath: target.path)

        let deleted = ImageDirectory.prune(directory, keeping: [inUse], now: now)
        #expect(deleted == [old])
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        #expect(left == Set([inUse, recent, loggedRecently, loggedRecently + "-wal", link, "target.txt"] + notOurs))
        #expect(try String(contentsOf: target, encoding: .utf8) == "kept")
    }

    /// The names images already have on disk: another name would lose every cache.
    @Test func anImageIsNamedByTheFirstEightBytesOfSHA256OfItsEndpointAndToken() {
        let github = ImageIdentity(api: .github, endpoint: URL(string: "https://api.github.com/graphql")!, token: "t")
        #expect(github.fileName == "github-0dcfcab221223a84.sqlite")
        let rickAndMorty = ImageIdentity(api: .rickandmorty, endpoint: URL(string: "https://rickandmortyapi.com/graphql")!, token: nil)
        #expect(rickAndMorty.fileName == "rickandmorty-01498dda47da9644.sqlite")
    }

    @Test func anImageIsNamedAsOursByItsAPIAndDigest() {
        let identity = ImageIdentity(api: .github, endpoint: URL(string: "https://api.github.com/graphql")!, token: "t")
        #expect(ImageDirectory.isImageName(identity.fileName))
        #expect(!ImageDirectory.isImageName("github-0123456789ABCDEF.sqlite"))
        #expect(!ImageDirectory.isImageName("github-0123456789abcdef.sqlite-wal"))
        #expect(!ImageDirectory.isImageName("github.sqlite"))
    }
}
