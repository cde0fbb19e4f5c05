@testable import Baton
import Testing

/// Which overwrites of a slot ask for a collection: those that unlink a record,
/// and not a list that kept every element it had.
struct DroppedLinkTests {
    static func ids(_ numbers: [Int32?]) -> SlotValue {
        .links(numbers.map { $0.map(RecordID.init(index:)) })
    }

    @Test func aListThatKeptEveryElementDropsNothing() {
        let edges = Self.ids([4, 5, 6])
        // Appended, prepended, reordered, a null added.
        #expect(!edges.dropsLinks(overwrittenBy: Self.ids([4, 5, 6, 7, 8])))
        #expect(!edges.dropsLinks(overwrittenBy: Self.ids([1, 2, 4, 5, 6])))
        #expect(!edges.dropsLinks(overwrittenBy: Self.ids([6, 9, 4, 5])))
        #expect(!Self.ids([4, nil]).dropsLinks(overwrittenBy: Self.ids([4])))
        #expect(!SlotValue.link(RecordID(index: 5)).dropsLinks(overwrittenBy: edges))
    }

    @Test func aListOrLinkThatLostARecordDropsIt() {
        let edges = Self.ids([4, 5, 6])
        #expect(edges.dropsLinks(overwrittenBy: Self.ids([4, 6])))
        #expect(edges.dropsLinks(overwrittenBy: Self.ids([1, 2])))
        #expect(edges.dropsLinks(overwrittenBy: Self.ids([5, 6, 7, 8])))
        #expect(edges.dropsLinks(overwrittenBy: .missing))
        #expect(edges.dropsLinks(overwrittenBy: .null))
        let link = SlotValue.link(RecordID(index: 5))
        #expect(link.dropsLinks(overwrittenBy: .link(RecordID(index: 6))))
        #expect(link.dropsLinks(overwrittenBy: Self.ids([4, 6])))
        #expect(link.dropsLinks(overwrittenBy: .null))
    }

    @Test func aValueThatLinkedNothingDropsNothing() {
        #expect(!SlotValue.missing.dropsLinks(overwrittenBy: Self.ids([1])))
        #expect(!SlotValue.null.dropsLinks(overwrittenBy: .link(RecordID(index: 1))))
        #expect(!SlotValue.int(3).dropsLinks(overwrittenBy: .int(4)))
    }
}
