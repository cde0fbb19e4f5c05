import Foundation
import Testing
@_spi(Generated) @testable import Baton

/// The runtime's readers behind Relay's error directives, through lenses written
/// as the compiler writes them over a store a response built: a `@required` null
/// that bubbles leaves its lens absent (and LOG logs it), THROW throws with the
/// server's reason, `@catch` reads a result holding every error below it, a
/// `@throwOnFieldError` spread throws for an uncaught one, and an operation's
/// verdict fails for a root that bubbles or a strict selection with an error.
private let character = TypeID("Character")
private let location = TypeID("Location")

@MainActor
@Suite struct ErrorDirectiveReadingTests {

    /// `origin @required(action: LOG) { name }`, `status @required(action: THROW)`,
    /// `image @catch`, `origin` again as `place @catch { name }`.
    @MainActor struct Profile: Lens {
        nonisolated let anchor: Anchor
        nonisolated init(anchor: Anchor) { self.anchor = anchor }

        var origin: Origin { anchor.link(Slot(character, "origin")) }
        var status: String {
            get throws(RequiredFieldError) {
                try anchor.required(Slot(character, "status"), path: "status") { anchor.optional(Slot(character, "status")) as String? }
            }
        }
        var image: Result<String?, FieldErrors> { anchor.catching(Slot(character, "image")) { anchor.optional(Slot(character, "image")) as String? } }
        var place: Result<Origin?, FieldErrors> {
            anchor.catchingLink(Slot(character, "origin")) { anchor.optionalLink(Slot(character, "origin")) as Origin? }
        }

        nonisolated static var bubbles: Bool { true }
        var unmetRequirement: String? {
            anchor.unmet("origin", logs: true, anchor.optionalLink(Slot(character, "origin")) as Origin?)
        }

        func writeFields(to object: inout [String: Variable]) {
            object.add("origin", origin)
            object.add("status", reading: { try status })
            object.add("image", image)
        }
    }

    @MainActor struct Origin: Lens {
        nonisolated let anchor: Anchor
        nonisolated init(anchor: Anchor) { self.anchor = anchor }
        var name: String? { anchor.optional(Slot(location, "name")) }
        func collectFieldErrors(into errors: inout [FieldError]) {
            anchor.collectError(Slot(location, "name"), into: &errors)
        }
        func writeFields(to object: inout [String: Variable]) { object.add("name", name) }
    }

    /// A `@throwOnFieldError` fragment: `name`.
    @MainActor struct Strict: Lens {
        nonisolated let anchor: Anchor
        nonisolated init(anchor: Anchor) { self.anchor = anchor }
        var name: String? { anchor.optional(Slot(character, "name")) }
        func collectFieldErrors(into errors: inout [FieldError]) {
            anchor.collectError(Slot(character, "name"), into: &errors)
        }
        func writeFields(to object: inout [String: Variable]) { object.add("name", name) }
    }

    /// The row a list's element reads, with the spreads the tests take.
    @MainActor struct Row: Lens {
        nonisolated let anchor: Anchor
        nonisolated init(anchor: Anchor) { self.anchor = anchor }
        var profile: Profile? { anchor.satisfied(anchor.spread() as Profile) }
        var strict: Strict { get throws(FieldErrors) { try anchor.checked(anchor.spread() as Strict) } }
        func writeFields(to object: inout [String: Variable]) {
            profile?.writeFields(to: &object)
            (try? strict)?.writeFields(to: &object)
        }
    }

    /// Rick has an origin whose name the server hid; Morty has no origin and no status.
    private static let response = #"""
        {"data":{"characters":{"results":[
          {"id":"1","name":"Rick","status":"Alive","image":null,"species":"Human","origin":{"id":"1","name":null}},
          {"id":"2","name":null,"status":null,"image":"morty.png","species":"Human","origin":null},
          {"id":"3","name":"Summer","status":"Alive","image":"","species":"Human","origin":null}
        ]}},
        "errors":[{"message":"name hidden","path":["characters","results",0,"origin","name"]},
                  {"message":"image gone","path":["characters","results",0,"image"]},
                  {"message":"status unknown","path":["characters","results",1,"status"]},
                  {"message":"name private","path":["characters","results",1,"name"]}]}
        """#

    private final class Events {
        var logged: [LogEvent] = []
    }

    /// The store the rows read; records hold their store weakly.
    private let store = Store()

    private func rows(logging events: Events) throws -> [Row] {
        store.log = { event in
            if case .committed = event { return }
            events.logged.append(event)
        }
        store.commit(try Ingest.changeSet(for: Array(Self.response.utf8), plan: Plans.list, variables: ["page": .int(1)]))
        let owner = Owner(variables: ["page": .int(1)])
        let page = try #require(store.queryRoot.readLink(store.slot(.query, rendered: "characters(page:1)")))
        let records = try #require(page.readLinks(Slot(TypeID("Characters"), "results"))).compactMap { $0 }
        return records.map { Row(anchor: Anchor(record: $0, owner: owner, origin: $0)) }
    }

    @Test func aBubblingRequiredNullLeavesItsLensAbsentAndLogsThePath() throws {
        let events = Events()
        let rows = try rows(logging: events)
        #expect(rows[0].profile != nil)
        #expect(events.logged.isEmpty)
        #expect(rows[1].profile == nil)
        #expect(events.logged == [.requiredFieldNull(path: "origin")])
        // Its fields render as absent: the spread writes nothing.
        #expect(rows[1].jsonValue == .object([:]))
    }

    @Test func aThrowingRequiredNullThrowsWithTheServersReason() throws {
        let rows = try rows(logging: Events())
        let profile = Profile(anchor: rows[1].anchor)
        #expect(throws: RequiredFieldError(path: "status", fieldError: FieldError(message: "status unknown", path: "characters.results.1.status"))) {
            try profile.status
        }
        #expect(try Profile(anchor: rows[0].anchor).status == "Alive")
        // Plainly a throwing read is absent; in the response's shape it is marked.
        #expect(profile.jsonValue == .object(["origin": .object(["name": .null]), "image": .string("morty.png")]))
    }

    @Test func aCaughtReadHoldsItsErrorAndEveryErrorBelowIt() throws {
        let rows = try rows(logging: Events())
        let rick = try #require(rows[0].profile)
        #expect(rick.image.failure?.errors.map(\.message) == ["image gone"])
        #expect(rick.place.failure?.errors.map(\.path) == ["characters.results.0.origin.name"])
        let morty = Profile(anchor: rows[1].anchor)
        #expect(try morty.image.get() == "morty.png")
        #expect(try morty.place.get() == nil)
        // In the response's shape the result is marked, so a row can check it.
        let marked = rick.responseShapedValue
        guard case .object(let members) = marked else { Issue.record("an object"); return }
        #expect(members["image"] == .object(["__result": .object(["ok": .bool(false), "errors": .list([.string("characters.results.0.image")])])]))
    }

    /// A mapped scalar (`image` as a URL): a text that does not convert fails a
    /// caught read and is an error a strict spread throws.
    @Test func aTextThatDoesNotConvertIsAnErrorOfTheRead() throws {
        let rows = try rows(logging: Events())
        let image = Slot(character, "image")
        let summer = rows[2].anchor
        #expect(summer.catchingOptionalConversion(image, path: "image") { summer.optional(image) as URL? }.failure?.errors.map(\.path) == ["image"])
        #expect(try rows[1].anchor.catchingOptionalConversion(image, path: "image") { rows[1].anchor.optional(image) as URL? }.get()
            == URL(string: "morty.png"))
        var errors: [FieldError] = []
        summer.collectConversionError(image, summer.optional(image) as URL?, path: "image", into: &errors)
        rows[1].anchor.collectConversionError(image, rows[1].anchor.optional(image) as URL?, path: "image", into: &errors)
        #expect(errors.map(\.path) == ["image"])
    }

    /// A plural link drops the elements a `@required` null of theirs leaves absent.
    @Test func aListDropsTheElementsARequiredNullRejects() throws {
        let rows = try rows(logging: Events())
        let page = try #require(store.queryRoot.readLink(store.slot(.query, rendered: "characters(page:1)")))
        let anchor = Anchor(record: page, owner: rows[0].anchor.owner, origin: page)
        let profiles: List<Profile> = anchor.links(Slot(TypeID("Characters"), "results"))
        #expect(profiles.map(\.recordID) == [RecordKey("Character:1")])
        let plain: List<Origin> = anchor.links(Slot(TypeID("Characters"), "results"))
        #expect(plain.count == 3)
    }

    /// A THROW read of a text that does not convert throws the conversion's error.
    @Test func aRequiredMappedScalarThrowsTheConversionsError() throws {
        let rows = try rows(logging: Events())
        let summer = rows[2].anchor
        let image = Slot(character, "image")
        #expect(throws: RequiredFieldError(path: "image", fieldError: FieldError(message: "the value does not convert to URL", path: "image"))) {
            try summer.required(image, path: "image") { summer.optional(image) as URL? }
        }
    }

    @Test func aStrictSpreadThrowsForAnUncaughtError() throws {
        let rows = try rows(logging: Events())
        #expect(try rows[0].strict.name == "Rick")
        #expect(throws: FieldErrors([FieldError(message: "name private", path: "characters.results.1.name")])) {
            try rows[1].strict
        }
    }

    /// An operation's data: `characters { results { ...Row } }` with its root bubbling
    /// or strict.
    @MainActor struct Root: Lens {
        nonisolated let anchor: Anchor
        nonisolated init(anchor: Anchor) { self.anchor = anchor }
        nonisolated static var bubbles: Bool { true }
        nonisolated static var throwsOnFieldError: Bool { true }
        var unmetRequirement: String? {
            anchor.unmet("missing", logs: false, anchor.optional(Slot(.query, "missing")) as String?)
        }
        func writeFields(to object: inout [String: Variable]) {}
    }

    @Test func theVerdictFailsForARootThatBubblesOrAStrictError() throws {
        let rows = try rows(logging: Events())
        let root = Root(anchor: Anchor(root: store.queryRoot, owner: Owner(variables: [:])))
        #expect(root.errorVerdict?.kind == .requiredField)
        #expect((root.errorVerdict?.error as? RequiredFieldError)?.path == "missing")
        // A strict fragment's data with an error: its own verdict says fieldErrors.
        @MainActor struct StrictRoot: Lens {
            nonisolated let anchor: Anchor
            nonisolated init(anchor: Anchor) { self.anchor = anchor }
            nonisolated static var throwsOnFieldError: Bool { true }
            func collectFieldErrors(into errors: inout [FieldError]) { anchor.collectError(Slot(character, "name"), into: &errors) }
            func writeFields(to object: inout [String: Variable]) {}
        }
        #expect(StrictRoot(anchor: rows[1].anchor).errorVerdict?.kind == .fieldErrors)
        #expect(StrictRoot(anchor: rows[0].anchor).errorVerdict == nil)
        #expect(StrictRoot(anchor: rows[1].anchor).responseShapedValue == .object(["__throws": .string("fieldErrors")]))
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
