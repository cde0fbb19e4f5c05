import BatonSupport
import Testing
@testable import Baton

@Suite struct KeyTests {
    @Test func typesAreNumberedOncePerName() {
        let first = TypeID("KeyTestsWidget")
        let again = Registry.shared.type(named: "KeyTestsWidget")
        let other = TypeID("KeyTestsGadget")
        #expect(first == again)
        #expect(first != other)
        #expect(first.name == "KeyTestsWidget")
        #expect(TypeID.query.name == "Query")
        #expect(Registry.shared.existingType(named: "KeyTestsNeverNamed") == nil)
    }

    @Test func slotsAreDensePerTypeAndNumberedOnFirstUse() {
        let type = TypeID("KeyTestsDense")
        let name = Slot(type, "name")
        let status = Slot(type, "status")
        #expect(name.index == 0)
        #expect(status.index == 1)
        #expect(Slot(type, "name") == name)
        #expect(Registry.shared.storageKey(of: status) == "status")
        #expect(Registry.shared.existingSlot(type, "species") == nil)
        // Another type numbers its own keys from zero.
        #expect(Slot(TypeID("KeyTestsOther"), "status").index == 0)
    }

    @Test func entityKeys() {
        #expect(RecordKey.entity("Character", keyValues: ["1"]).rawValue == "Character:1")
        // One value is written as it is, even with a separator inside.
        #expect(RecordKey.entity("Character", keyValues: ["a,b:c"]).rawValue == "Character:a,b:c")
        // Several are escaped and joined.
        #expect(RecordKey.entity("Quote", keyValues: ["BTC", "USD"]).rawValue == "Quote:BTC:USD")
        #expect(RecordKey.entity("Quote", keyValues: ["A:B", "C\\D"]).rawValue == #"Quote:A\:B:C\\D"#)
    }

    @Test func pathKeys() {
        let page = RecordKey.path(parent: .queryRoot, storageKey: "characters(page:1)")
        #expect(page.rawValue == "client:root:characters(page:1)")
        #expect(RecordKey.path(parent: page, storageKey: "info").rawValue == "client:root:characters(page:1):info")
        let element = RecordKey.path(
            parent: .queryRoot, storageKey: #"search(name:"a")"#, index: 0, concreteType: "Character")
        #expect(element.rawValue == #"client:root:search(name:"a"):0:Character"#)
        #expect(RecordKey.mutationRoot.rawValue == "client:root:mutation")
        #expect(RecordKey.subscriptionRoot.rawValue == "client:root:subscription")
    }

    @Test func keysSortByBytes() {
        let keys = [RecordKey("client:root"), RecordKey("Character:2"), RecordKey("Character:10")]
        #expect(keys.sorted().map(\.rawValue) == ["Character:10", "Character:2", "client:root"])
    }

    @Test func storageKeysSortArgumentsAndLeaveNullsOut() {
        let characters = StorageKey.arguments("characters", [
            Argument("page", .variable("page")),
            Argument("filter", .object(["status": .string("Alive"), "name": .variable("name")])),
        ])
        #expect(characters.render(["page": .int(2), "name": .string("Rick")])
            == #"characters(filter:{"name":"Rick","status":"Alive"},page:2)"#)
        // An absent variable inside an object is left out of it; a null page goes.
        #expect(characters.render(["page": .null]) == #"characters(filter:{"status":"Alive"})"#)

        let notes = StorageKey.arguments("notes", [Argument("first", .int(2)), Argument("after", .variable("after"))])
        #expect(notes.render([:]) == "notes(first:2)")
        #expect(notes.render(["after": .null]) == "notes(first:2)")
        #expect(notes.render(["after": .string("c1")]) == #"notes(after:"c1",first:2)"#)

        let all = StorageKey.arguments("search", [Argument("name", .variable("name"))])
        #expect(all.render([:]) == "search")

        let ids = StorageKey.arguments("charactersByIds", [Argument("ids", .list([.variable("id"), .string("2")]))])
        #expect(ids.render(["id": .string("7")]) == #"charactersByIds(ids:["7","2"])"#)
        #expect(StorageKey.constant(#"character(id:"a,b")"#).render([:]) == #"character(id:"a,b")"#)
    }

    @Test func argumentValuesRenderAsJSON() {
        let key = StorageKey.arguments("f", [
            Argument("s", .variable("s")), Argument("b", .bool(true)), Argument("d", .variable("d")),
            Argument("l", .list([.null, .int(-3)])),
        ])
        #expect(key.render(["s": .string("a\"b\\c\n\u{1}"), "d": .double(0.5)])
            == #"f(b:true,d:0.5,l:[null,-3],s:"a\"b\\c\n\u0001")"#)
        #expect(JSONText.double(1) == "1.0")
        #expect(JSONText.double(1e16) == "1e+16")
        #expect(JSONText.double(0.00001) == "1e-05")
        #expect(JSONText.double(-0.0025) == "-0.0025")
    }

    @Test func slotValuesCompareDoublesByBits() {
        #expect(SlotValue.double(0) != SlotValue.double(-0.0))
        #expect(SlotValue.string("a") == .string("a"))
        #expect(SlotValue.links([RecordID(1), nil]) == .links([RecordID(1), nil]))
        #expect(SlotValue.scalars([.list([.int(1)]), .null]) != .scalars([.list([.int(2)]), .null]))
        #expect(SlotValue.missing != .null)
    }
}
