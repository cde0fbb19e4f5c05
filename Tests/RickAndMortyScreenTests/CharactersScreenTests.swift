import Baton
import BatonScreens
import Foundation
import BatonTesting
import BatonTUI
@testable import RickAndMorty
import ScreenTesting
import Testing

@MainActor
struct CharactersScreenTests {
    private let named = [Responses.Character(id: 1, name: "Rick Sanchez"),
                         Responses.Character(id: 2, name: "Morty Smith"),
                         Responses.Character(id: 3, name: "Summer Smith", status: "Dead")]

    private func pages(_ numbers: ClosedRange<Int>, name: String? = nil, total: Int = 60) -> [Recording] {
        numbers.map { page in
            var variables: Variables = ["page": .int(page)]
            if let name { variables["name"] = .string(name) }
            return Responses.recording("CharactersScreenQuery", variables, Responses.charactersPage(page, total: total, named: named))
        }
    }

    /// The characters screen over a transport the test answers, its first page of 60 shown.
    private func firstPageOverAScriptedTransport() async throws -> (ScriptedTransport, ScreenHarness, CharactersScreen) {
        let transport = ScriptedTransport()
        let harness = ScreenHarness(transport: transport)
        let screen = CharactersScreen(environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        try await transport.nextRequest().respond(json: Responses.charactersPage(1, total: 60, named: named))
        try await wait(until: { screen.status == .ready })
        _ = harness.render()
        return (transport, harness, screen)
    }

    @Test func theFirstPageShowsTwentyRowsColoredByStatus() async throws {
        let harness = ScreenHarness(transport: RecordedTransport(pages(1...3)))
        let screen = CharactersScreen(environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        #expect(screen.status == .loading)
        try await wait(until: { screen.status == .ready })
        let lines = harness.render()
        #expect(lines[0].hasPrefix("›Rick Sanchez"))
        #expect(lines.filter { $0.contains("Character ") || $0.contains("Smith") || $0.contains("Sanchez") }.count == 20)
        #expect(screen.characters.list.rowCount == 20)
        let summer = try #require(harness.row(containing: "Summer Smith"))
        let statusColumn = try #require(lines[summer].range(of: "Dead")).lowerBound.utf16Offset(in: lines[summer])
        #expect(harness.host.canvas.style(atX: statusColumn, y: summer).foreground == .red)
        let rick = try #require(harness.row(containing: "Rick Sanchez"))
        let aliveColumn = try #require(lines[rick].range(of: "Alive")).lowerBound.utf16Offset(in: lines[rick])
        #expect(harness.host.canvas.style(atX: aliveColumn, y: rick).foreground == .green)
        #expect(lines.last?.contains("page 1 of 3") == true)
        #expect(lines.last?.contains("20 of 60 characters") == true)
        // The person's own commands are given the selected character.
        #expect(screen.commandValues == ["Id": "1", "Name": "Rick Sanchez"])
    }

    @Test func movingPastTheLastRowAppendsTheNextPage() async throws {
        let transport = RecordedTransport(pages(1...3))
        let harness = ScreenHarness(transport: transport)
        let screen = CharactersScreen(environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        try await wait(until: { screen.status == .ready })
        _ = harness.render()
        for _ in 0..<19 { #expect(screen.handle(.character("j"))) }
        try await wait(until: { transport.requests.count == 2 })
        try await wait(until: { screen.status == .ready })
        _ = harness.render()
        #expect(screen.characters.list.rowCount == 40)
        #expect(transport.requests.map { $0.variables["page"] } == [.int(1), .int(2)])
        #expect(screen.handle(.character("j")))
        #expect(harness.render().contains { $0.hasPrefix("›Character 21") })
        #expect(harness.render().last?.contains("pages 1–2 of 3") == true)
    }

    /// A page turned to by number replaces the rows only once it has answered: while
    /// it loads, and when it fails, the rows shown stay and the footer says so; `r`
    /// asks for it again.
    @Test func aPageTurnedToKeepsTheRowsShownUntilItAnswers() async throws {
        let (transport, harness, screen) = try await firstPageOverAScriptedTransport()

        #expect(screen.handle(.character("]")))
        let second = try await transport.nextRequest()
        #expect(second.request.variables["page"] == .int(2))
        var lines = harness.render()
        #expect(lines[0].hasPrefix("›Rick Sanchez"))
        #expect(lines.last?.contains("page 1 of 3") == true)
        #expect(lines.last?.contains("Loading page 2…") == true)

        try second.refuse(TransportError.timedOut)
        try await wait(until: { harness.render().last?.contains("Couldn't load page 2 · r to retry") == true })
        lines = harness.render()
        #expect(lines[0].hasPrefix("›Rick Sanchez"))
        #expect(screen.characters.list.rowCount == 20)
        #expect(screen.status == .ready)

        // `r` refreshes the page shown and asks for the page turned to again.
        screen.retry()
        let asked = [try await transport.nextRequest(), try await transport.nextRequest()]
        #expect(Set(asked.compactMap { $0.request.variables["page"] }) == [.int(1), .int(2)])
        for request in asked {
            let page = request.request.variables["page"] == .int(2) ? 2 : 1
            try request.respond(json: Responses.charactersPage(page, total: 60, named: named))
        }
        try await wait(until: { harness.render()[0].hasPrefix("›Character 21") })
        #expect(harness.render().last?.contains("page 2 of 3") == true)
        #expect(harness.render().last?.contains("load page") == false)
        screen.close()
    }

    /// A page that failed to append is not counted among the pages shown, and a
    /// filter that matched nothing says so instead of "page 1 of 0".
    @Test func theFooterCountsOnlyPagesShownAndSaysWhenNothingMatched() async throws {
        let (transport, harness, screen) = try await firstPageOverAScriptedTransport()
        for _ in 0..<19 { #expect(screen.handle(.character("j"))) }
        try await transport.nextRequest().refuse(TransportError.timedOut)
        try await wait(until: { if case .failed = screen.status { true } else { false } })
        var footer = harness.render().last ?? ""
        #expect(footer.contains("page 1 of 3") && footer.contains("20 of 60 characters"))
        #expect(footer.contains("page 2 not loaded"))
        #expect(!footer.contains("pages 1–2"))

        #expect(screen.handle(.character("/")))
        for character in "Nobody" { #expect(screen.handle(.character(character))) }
        #expect(screen.handle(.enter))
        try await transport.nextRequest().respond(json: Responses.charactersPage(1, total: 0))
        try await wait(until: { screen.status == .ready })
        footer = harness.render().last ?? ""
        #expect(footer.contains("no characters named “Nobody”"))
        #expect(harness.render().contains { $0.hasPrefix("No characters match “Nobody”") })
        #expect(!footer.contains("of 0"))
        screen.close()
    }

    @Test func bracketsTurnPagesByNumberAndNNoLonger() async throws {
        let transport = RecordedTransport(pages(1...3))
        let harness = ScreenHarness(transport: transport)
        let screen = CharactersScreen(environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        try await wait(until: { screen.status == .ready })
        // n is left for moving between matches (p opens and closes the preview); pages
        // turn with the brackets on both tabs.
        #expect(!screen.handle(.character("n")))
        #expect(screen.handle(.character("]")))
        // The page turned to takes the rows' place once it has answered.
        try await wait(until: { harness.render()[0].hasPrefix("›Character 21") })
        var lines = harness.render()
        #expect(transport.requests.count == 2)
        #expect(screen.characters.list.rowCount == 20)
        #expect(screen.handle(.character("]")))
        try await wait(until: { harness.render()[0].hasPrefix("›Character 41") })
        #expect(transport.requests.count == 3)
        // The last page: no further page to turn to, and nothing is asked for.
        #expect(screen.handle(.character("]")))
        #expect(transport.requests.count == 3)
        #expect(screen.handle(.character("[")))
        #expect(screen.handle(.character("[")))
        try await wait(until: { harness.render()[0].hasPrefix("›Rick Sanchez") })
        lines = harness.render()
        #expect(lines.last?.contains("page 1 of 3") == true)
    }

    @Test func slashFiltersByNameThroughTheTextInput() async throws {
        let smiths = Responses.charactersPage(1, total: 2, named: [Responses.Character(id: 1, name: "Jerry Smith"),
                                                                  Responses.Character(id: 2, name: "Beth Smith")])
        let transport = RecordedTransport(pages(1...1)
            + [Responses.recording("CharactersScreenQuery", ["page": .int(1), "name": .string("smith")], smiths)])
        let harness = ScreenHarness(transport: transport)
        let screen = CharactersScreen(environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        try await wait(until: { screen.status == .ready })
        #expect(screen.handle(.character("/")))
        #expect(screen.capturesText)
        for character in "smith" { #expect(screen.handle(.character(character))) }
        #expect(harness.render().last?.trimmingCharacters(in: .whitespaces) == "/smith")
        #expect(screen.handle(.enter))
        #expect(!screen.capturesText)
        try await wait(until: { screen.status == .ready && transport.requests.count == 2 })
        #expect(transport.requests.last?.variables["name"] == .string("smith"))
        #expect(screen.title == "Characters named “smith”")
        let lines = harness.render()
        #expect(screen.characters.list.rowCount == 2)
        #expect(lines[0].hasPrefix("›Jerry Smith"))
        #expect(lines[1].hasPrefix(" Beth Smith"))
    }

    @Test func enterOpensTheSelectedCharacter() async throws {
        let harness = ScreenHarness(transport: RecordedTransport(pages(1...1)))
        let screen = CharactersScreen(environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        try await wait(until: { screen.status == .ready })
        _ = harness.render()
        #expect(screen.handle(.character("j")))
        #expect(screen.handle(.enter))
        let opened = try #require(harness.navigator.opened.first as? CharacterScreen)
        #expect(opened.id == "2")
    }

    @Test func aRateLimitIsSaidInWordsAndARetryShowsThePage() async throws {
        let page = Responses.charactersPage(1, named: named)
        let limited = Locked(true)
        let transport = RecordedTransport(answering: { _ in
            if limited.withLock({ $0 }) { throw TransportError.http(status: 429, body: Data(), retryAfter: .seconds(60)) }
            return Payload(json: page)
        })
        let harness = ScreenHarness(transport: transport)
        let screen = CharactersScreen(environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        try await wait(until: { screen.status != .loading })
        // The wait counts down from the server's 60 s; a loaded machine may have spent some of it.
        guard case .failed(kind: "rate limited", let message) = screen.status else {
            Issue.record("not rate limited: \(screen.status)")
            return
        }
        #expect(message.hasPrefix("The Rick and Morty API's rate limit was reached: retry in ") && message.hasSuffix(" s."))
        limited.withLock { $0 = false }
        screen.retry()
        try await wait(until: { screen.status == .ready })
        #expect(harness.render()[0].hasPrefix("›Rick Sanchez"))
    }

    @Test func aFailedRefreshKeepsWhatWasShown() async throws {
        let store = Store()
        let seeded = Environment(store: store, transport: RecordedTransport(pages(1...1)))
        _ = try await seeded.fetch(CharactersScreenQuery(page: 1))
        let harness = ScreenHarness(transport: RecordedTransport(answering: { _ in
            throw TransportError.connection("Couldn't connect to server")
        }), store: store)
        let screen = CharactersScreen(environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        #expect(harness.render()[0].hasPrefix("›Rick Sanchez"))
        try await wait(until: { if case .failed = screen.status { true } else { false } })
        #expect(screen.status == .failed(kind: "network", message: "The Rick and Morty API cannot be reached (Couldn't connect to server)."))
        #expect(screen.characters.list.rowCount == 20)
        #expect(harness.render()[0].hasPrefix("›Rick Sanchez"))
    }

    /// Without rows the list says that they load or why they failed, never that there
    /// are no characters; a page that is empty says so.
    @Test func noRowsAreSaidAsLoadingFailedOrNone() async throws {
        let transport = ScriptedTransport()
        let harness = ScreenHarness(transport: transport)
        let screen = CharactersScreen(environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        #expect(harness.render()[0].trimmingCharacters(in: .whitespaces) == "Loading characters…")
        try await transport.nextRequest().refuse(TransportError.connection("Couldn't connect to server"))
        try await wait(until: { if case .failed = screen.status { true } else { false } })
        harness.host.render()
        let lines = harness.render()
        #expect(lines[0].trimmingCharacters(in: .whitespaces) == "Could not load characters (network)")
        #expect(lines[1].hasPrefix("The Rick and Morty API cannot be reached"))
        #expect(!lines.contains { $0.contains("No characters") })

        screen.retry()
        try await transport.nextRequest().respond(
            json: #"{"data":{"characters":{"info":{"count":0,"pages":0,"next":null,"prev":null},"results":[]}}}"#)
        try await wait(until: { screen.status == .ready })
        harness.host.render()
        #expect(harness.render()[0].trimmingCharacters(in: .whitespaces) == "No characters")
        screen.close()
    }

    @Test func aFieldErrorIsShownInItsRow() async throws {
        let page = Responses.charactersPage(1, named: named, nameError: 2)
        let harness = ScreenHarness(transport: RecordedTransport([Responses.recording("CharactersScreenQuery", ["page": .int(1)], page)]))
        let screen = CharactersScreen(environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        try await wait(until: { screen.status == .ready })
        let lines = harness.render()
        #expect(lines[1].contains("✗ name resolver failed"))
        #expect(lines[0].contains("Rick Sanchez"))
    }

    @Test func oneChangedNameRendersOneRow() async throws {
        let harness = ScreenHarness(transport: RecordedTransport(pages(1...1)))
        let screen = CharactersScreen(environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        try await wait(until: { screen.status == .ready })
        _ = harness.render()
        let list = screen.characters.list
        let rick = try #require(list.rowView(at: 0))
        let morty = try #require(list.rowView(at: 1))
        let before = (rick: harness.host.renderCount(of: rick), morty: harness.host.renderCount(of: morty))
        let renamed = Responses.charactersPage(1, named: [named[0], Responses.Character(id: 2, name: "Evil Morty"), named[2]])
        try harness.environment.commitPayload(CharactersScreenQuery(page: 1), Payload(json: renamed))
        let lines = harness.render()
        #expect(lines[1].contains("Evil Morty"))
        #expect(harness.host.renderCount(of: morty) == before.morty + 1)
        #expect(harness.host.renderCount(of: rick) == before.rick)
    }

    @Test func closingLetsGoOfEveryPage() async throws {
        let harness = ScreenHarness(transport: RecordedTransport(pages(1...1)))
        let screen = CharactersScreen(environment: harness.environment, navigator: harness.navigator)
        let handle = harness.environment.handle(for: CharactersScreenQuery(page: 1))
        #expect(handle.holderCount == 1)
        screen.close()
        #expect(handle.holderCount == 0)
    }
}
