import Foundation
import Testing
@testable import Baton

/// A lookup binds in the check: a root field `baton.json`'s `lookups` names is
/// satisfied by the entity its arguments key, memory's or one the image has a
/// row for, and the link is written; an entity neither holds is a miss (Baton's
/// script `check`).
@MainActor
struct LookupTests {
    static let quotes = Plan(name: "QuotesQuery", selections: [
        Selection(type: "Query", fields: [.links("quotes", 1)]),
        Selection(type: "Quote", keyFields: ["base", "quote"], fields: [
            .scalar("base", .string), .scalar("quote", .string), .scalar("rate", .float),
        ]),
    ])

    static let quote = Plan(name: "QuoteQuery", selections: [
        Selection(type: "Query", fields: [
            .link("quote", 1, key: .arguments("quote", [Argument("base", .variable("base")), Argument("quote", .variable("quote"))]),
                  lookup: Lookup(type: "Quote", [.variable("base"), .variable("quote")])),
        ]),
        Selection(type: "Quote", keyFields: ["base", "quote"], fields: [
            .scalar("base", .string), .scalar("quote", .string), .scalar("rate", .float),
        ]),
    ])

    static let list = Array(#"{"data":{"quotes":[{"base":"BTC","quote":"USD","rate":1.5},{"base":"A:B","quote":"C\\D","rate":2}]}}"#.utf8)

    static func pair(_ base: String, _ quote: String) -> Variables {
        ["base": .string(base), "quote": .string(quote)]
    }

    @Test func aLookupBindsFromMemoryAndFromTheImage() async throws {
        let directory = try TemporaryDirectory()
        let first = Launch(directory.image)
        first.store.commit(try Ingest.changeSet(for: Self.list, plan: Self.quotes, variables: [:]))
        #expect(first.store.hydrate(Self.quote, variables: Self.pair("BTC", "USD")).answer == .memory)
        #expect(first.line("client:root")?.contains(#""quote(base:\"BTC\",quote:\"USD\")": {"__ref": "Quote:BTC:USD"}"#) == true)
        // Composite values are escaped as the ingest escapes them.
        #expect(first.store.hydrate(Self.quote, variables: Self.pair("A:B", #"C\D"#)).answer == .memory)
        #expect(first.store.hydrate(Self.quote, variables: Self.pair("BTC", "EUR")).answer == .miss)
        await first.persistence.flush()
        await first.end()

        let second = Launch(directory.image)
        #expect(second.store.hydrate(Self.quote, variables: Self.pair("BTC", "USD")).answer == .image)
        #expect(second.line("Quote:BTC:USD")?.contains(#""rate": 1.5"#) == true)
        #expect(second.store.hydrate(Self.quote, variables: Self.pair("BTC", "EUR")).answer == .miss)
        #expect(second.store.record(for: RecordKey("Quote:BTC:EUR")) == nil)
        await second.end()
    }
}
