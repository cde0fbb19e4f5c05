import Testing
@_spi(Generated) @testable import Baton

@MainActor
@Suite struct ReadingTests {
    private final class Events {
        var logged: [LogEvent] = []
    }

    private func store(logging events: Events) throws -> Store {
        let store = Store()
        store.log = { event in
            if case .committed = event { return }
            events.logged.append(event)
        }
        store.commit(try Ingest.changeSet(for: Fixture.bytes("tokenizer-response.json"), plan: Plans.tokenizer))
        return store
    }

    private let tokenizer = TypeID("Tokenizer")

    @Test(.readsTheSuite) func scalarsReadByTheirType() throws {
        let events = Events()
        let store = try store(logging: events)
        let record = try #require(store.record(for: RecordKey("Tokenizer:t1")))
        #expect(record.readString(Slot(tokenizer, "id")) == "t1")
        #expect(record.readInt(Slot(tokenizer, "count")) == -42)
        #expect(record.readDouble(Slot(tokenizer, "ratio")) == -0.0025)
        #expect(record.readBool(Slot(tokenizer, "flag")) == false)
        // A custom scalar is its text as written.
        #expect(record.readString(Slot(tokenizer, "json")) == #"{"b":1,"a":[true,null]}"#)
        #expect(record.readScalars(Slot(tokenizer, "flags")) == [.bool(true), .null, .bool(false)])
        // An int reads as a float and as text; a float that is whole as an int.
        #expect(record.readDouble(Slot(tokenizer, "count")) == -42)
        #expect(record.readString(Slot(tokenizer, "count")) == "-42")
        #expect(events.logged.isEmpty)
    }

    @Test(.readsTheSuite) func aMissingSlotReadsNilAndIsLoggedNeverACrash() throws {
        let events = Events()
        let store = try store(logging: events)
        let record = try #require(store.record(for: RecordKey("Tokenizer:t1")))
        #expect(record.readString(Slot(tokenizer, "neverFetched")) == nil)
        #expect(store.queryRoot.readLink(Slot(.query, "neverFetchedLink")) == nil)
        #expect(events.logged == [
            .missingData(type: "Tokenizer", field: "neverFetched"),
            .missingData(type: "Query", field: "neverFetchedLink"),
        ])
    }

    @Test(.readsTheSuite) func aValueOfAnotherKindReadsNilAndIsLogged() throws {
        let events = Events()
        let store = try store(logging: events)
        let record = try #require(store.record(for: RecordKey("Tokenizer:t1")))
        #expect(record.readBool(Slot(tokenizer, "text")) == nil)
        #expect(record.readLink(Slot(tokenizer, "count")) == nil)
        #expect(events.logged == [
            .unexpectedValue(type: "Tokenizer", field: "text"),
            .unexpectedValue(type: "Tokenizer", field: "count"),
        ])
    }

    @Test(.readsTheSuite) func linksReadAsRecords() throws {
        let store = Store()
        store.commit(try Ingest.changeSet(for: Fixture.bytes("characters-with-gaps.json"), plan: Plans.list,
                                          variables: ["page": .int(1)], complete: false))
        let page = try #require(store.queryRoot.readLink(store.slot(.query, rendered: "characters(page:1)")))
        let results = page.readLinks(Slot(TypeID("Characters"), "results"))
        #expect(results?.map { $0?.key.rawValue } == ["Character:7", nil, "Character:8"])
        #expect(results?[0]?.readString(Slot(TypeID("Character"), "name")) == "Abradolf Lincler")
        #expect(page.readError(Slot(TypeID("Characters"), "results")) == nil)
    }

    @Test func eachSlotIndexHasOneChannelKeyPathForEveryRecord() {
        // A read loads the cached key path; it never builds one.
        #expect(ObservationChannels.keyPath(7) === ObservationChannels.keyPath(7))
        #expect(ObservationChannels.keyPath(-3) === ObservationChannels.keyPath(-3))
        #expect(ObservationChannels.keyPath(7) == \Record.[channel: 7])
        #expect(ObservationChannels.keyPath(7) != ObservationChannels.keyPath(8))
    }

    @Test(.readsTheSuite) func aRecordThatOutlivesItsStoreReadsAsAbsent() throws {
        var store: Store? = Store()
        store?.commit(try Ingest.changeSet(for: Fixture.bytes("quote-list.json"), plan: Plans.quotes))
        let quotes = try #require(store?.queryRoot)
        store = nil
        #expect(quotes.readLinks(Slot(.query, "quotes")) == nil)
        #expect(quotes.storedFields.isEmpty)
    }
}
