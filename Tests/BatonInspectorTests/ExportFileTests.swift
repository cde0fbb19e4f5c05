import Baton
import BatonInspector
import Foundation
import Testing

@MainActor
@Suite struct ExportFileTests {
    /// 2026-11-29 16:30:05 UTC.
    private let moment = Date(timeIntervalSince1970: 1_795_969_805)

    @Test func theFileIsNamedForTheSourceAndTheMomentAndNeverOverwritten() throws {
        let directory = ScratchDirectory()
        defer { directory.remove() }
        let store = Store()
        let first = try StoreExport.write(store, named: "Rick and Morty!", in: directory.url, at: moment)
        #expect(first.lastPathComponent == "rick-and-morty-store-20261129-163005.json")
        let second = try StoreExport.write(store, named: "Rick and Morty!", in: directory.url, at: moment)
        #expect(second.lastPathComponent == "rick-and-morty-store-20261129-163005-2.json")
        let unnamed = try StoreExport.write(store, named: " ¿? ", in: directory.url, at: moment)
        #expect(unnamed.lastPathComponent == "store-20261129-163005.json")
        #expect(try String(contentsOf: first, encoding: .utf8) == StoreExport.text(of: store))
    }

    @Test func aDirectoryThatCannotBeMadeIsATypedError() throws {
        let directory = ScratchDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let file = directory.url.appendingPathComponent("file")
        try Data().write(to: file)
        #expect {
            try StoreExport.write(Store(), named: "GitHub", in: file.appendingPathComponent("exports"), at: moment)
        } throws: { error in
            guard case let .directoryUnavailable(path, _) = error as? ExportError else { return false }
            return path == file.appendingPathComponent("exports").path
        }
    }
}
