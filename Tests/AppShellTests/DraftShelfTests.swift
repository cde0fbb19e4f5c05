import BatonScreens
import Foundation
import Testing
@testable import baton_tui

/// What the person wrote on a screen they went back from: kept on the tab's shelf, given
/// back when that screen opens again, and carried over a quit by the shown screens' file.
@MainActor
struct DraftShelfTests {
    private func issue(_ number: Int, drafts: [String: String] = [:]) -> ScreenDescriptor {
        ScreenDescriptor("issue", ["owner": .string("octo"), "name": .string("hello"), "number": .int(number)], drafts: drafts)
    }

    private func stub(_ descriptor: ScreenDescriptor) -> StubScreen {
        let screen = StubScreen(title: descriptor.description)
        screen.descriptor = descriptor
        return screen
    }

    @Test func aScreenGoneBackFromGivesItsDraftsToTheNextOneOpenedForIt() {
        let stack = NavigationStack(name: "Tab") { _ in StubScreen(title: "root") }
        let written = stub(issue(7, drafts: ["comment": "Half a thought"]))
        stack.open(written)
        stack.back()
        #expect(written.closes == 1)
        #expect(stack.shelf.descriptors == [issue(7, drafts: ["comment": "Half a thought"])])

        // Another issue is not it; the same one, made afresh, takes the drafts off the shelf.
        let other = stub(issue(8))
        stack.open(other)
        #expect(other.restoredDrafts.isEmpty)
        stack.back()
        let again = stub(issue(7))
        stack.open(again)
        #expect(again.restoredDrafts == [["comment": "Half a thought"]])
        #expect(stack.shelf.descriptors.isEmpty)

        // Sent (nothing left to keep), it leaves nothing when gone back from.
        again.descriptor = issue(7)
        stack.back()
        #expect(stack.shelf.descriptors.isEmpty)
    }

    @Test func theShelfKeepsOneEntryAScreenAndTheNewestWhenFull() {
        var shelf = DraftShelf()
        shelf.put(issue(1, drafts: ["comment": "first"]))
        shelf.put(issue(1, drafts: ["comment": "second"]))
        #expect(shelf.descriptors == [issue(1, drafts: ["comment": "second"])])
        shelf.put(issue(1))
        #expect(shelf.descriptors.isEmpty)
        for number in 1...DraftShelf.capacity + 2 { shelf.put(issue(number, drafts: ["comment": "#\(number)"])) }
        #expect(shelf.descriptors.count == DraftShelf.capacity)
        #expect(shelf.descriptors.first == issue(3, drafts: ["comment": "#3"]))
        #expect(shelf.take(for: issue(2)) == nil)
        #expect(shelf.take(for: issue(5))?.drafts == ["comment": "#5"])
        #expect(shelf.descriptors.count == DraftShelf.capacity - 1)
    }

    /// The file keeps each tab's shelf beside its stack, for the relaunch's tab over the
    /// same image; a file from before shelves reads as having none.
    @Test func theShelfGoesThroughTheFileToTheRelaunchedTab() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("draft-shelf-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = ShownScreens.location(in: directory)
        let mona = ImageIdentity(api: .github, endpoint: URL(string: "http://127.0.0.1:9/graphql")!, token: "ghp_sampleMonaToken000000000000000000000")
        let hubot = ImageIdentity(api: .github, endpoint: URL(string: "http://127.0.0.1:9/graphql")!, token: "ghp_sampleHubotToken00000000000000000000")
        let shelf = DraftShelf([issue(7, drafts: ["comment": "Half a thought"])])
        let shown = ShownScreens(selectedTab: .github, stacks: [.github: [ScreenDescriptor("dashboard")]],
                                 images: [.github: mona.digest], shelves: [.github: shelf, .rickandmorty: DraftShelf()])
        try shown.write(to: file)
        let read = try ShownScreens.read(from: file)
        #expect(read == shown)
        #expect(read.shelf(of: mona) == shelf)
        #expect(read.shelf(of: hubot).descriptors.isEmpty)
        // An empty shelf is not written.
        #expect(read.shelves?.keys.sorted() == ["github"])

        let older = ShownScreens(selectedTab: .github, stacks: [.github: [ScreenDescriptor("dashboard")]], images: [.github: mona.digest])
        try older.write(to: file)
        #expect(!(try String(contentsOf: file, encoding: .utf8)).contains("shelves"))
        #expect(try ShownScreens.read(from: file).shelf(of: mona).descriptors.isEmpty)
    }
}
