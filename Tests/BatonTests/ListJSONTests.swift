import Testing
@_spi(Generated) @testable import Baton

/// A plural link's list shows its records and leaves null entries out, while
/// its JSON keeps each entry in its place, so that a response's index names the
/// same entry in what the lens read.
@MainActor
@Suite struct ListJSONTests {
    struct Row: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
        func writeFields(to object: inout [String: Variable]) {
            object.add("name", anchor.record.flatMap { $0.readString(Slot($0.type, "name")) })
        }
    }

    private let gaps = #"{"data":{"characters":{"results":[{"id":"7","name":"Abradolf Lincler"},null,{"id":"8","name":"Adjudicator Rick"}]}}}"#

    @Test func aNullEntryIsNotShownButKeepsItsPlaceInTheJSON() throws {
        let store = Store()
        store.commit(try Ingest.changeSet(for: Array(gaps.utf8), plan: Plans.characters, variables: ["page": .int(1)],
                                          complete: false))
        let page = try #require(store.record(for: RecordKey(#"client:root:characters(filter:{},page:1)"#)))
        let anchor = Anchor(root: page, owner: Owner(variables: [:]))
        let list: List<Row> = anchor.links(Slot(page.type, "results"))
        #expect(list.count == 2)
        #expect(list.jsonValue == .list([
            .object(["name": .string("Abradolf Lincler")]), .null, .object(["name": .string("Adjudicator Rick")]),
        ]))
    }
}
