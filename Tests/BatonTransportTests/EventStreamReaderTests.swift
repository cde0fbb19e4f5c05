@testable import Baton
import Testing

/// The event-stream reader over every way a stream may be cut into chunks: each
/// outcome the same as the whole stream's, which is the one each test expects.
struct EventStreamReaderTests {
    private let first = #"{"data":{"noteAdded":{"id":"n1","text":"Note n1"}}}"#
    private let second = #"{"data":{"noteAdded":{"id":"n2","text":"Note n2"}}}"#

    private func outcome(_ stream: String) throws -> ReadOutcome {
        try outcomeOfEverySplit(stream) { EventStreamReader() }.get()
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func eachNextEventIsAPayloadAndCompleteEndsTheStream(lineEnd: String) throws {
        let lines = [":", "", "event: next", "data: \(first)", "", "event: next", "data: \(second)", "",
                     "event: complete", "", "event: next", "data: {\"after\":\"complete\"}", "", ""]
        let stream = lines.joined(separator: lineEnd)
        #expect(try outcome(stream) == ReadOutcome(payloads: [first, second], isComplete: true))
    }

    @Test func lineEndsMayBeMixedAndCompleteMayCarryData() throws {
        let stream = "event: next\r\ndata: \(first)\r\revent: next\ndata: \(second)\n\revent:complete\r\ndata:\r\n\r\n"
        #expect(try outcome(stream) == ReadOutcome(payloads: [first, second], isComplete: true))
    }

    @Test func dataLinesAreJoinedWithLineFeeds() throws {
        let stream = "event: next\ndata: {\"data\":\ndata:\ndata:{\"n\":1}}\n\nevent: complete\n\n"
        #expect(try outcome(stream) == ReadOutcome(payloads: ["{\"data\":\n\n{\"n\":1}}"], isComplete: true))
    }

    @Test func commentsUnknownFieldsAndUnnamedEventsAreSkipped() throws {
        let stream = ": keep-alive\n\n:\nevent: next\n: between\nfoo: bar\ndata: \(first)\n\n"
            + "data: a message graphql-sse does not send\n\n: keep-alive\n\nevent: complete\n\n"
        #expect(try outcome(stream) == ReadOutcome(payloads: [first], isComplete: true))
    }

    @Test func onlyOneSpaceAfterTheColonIsDropped() throws {
        let stream = "event: next\ndata:  {\"n\":1}\n\nevent: complete\n\n"
        #expect(try outcome(stream) == ReadOutcome(payloads: [#" {"n":1}"#], isComplete: true))
    }

    @Test func aLeadingByteOrderMarkIsIgnored() throws {
        let stream = "\u{FEFF}event: next\ndata: \(first)\n\nevent: complete\n\n"
        #expect(try outcome(stream) == ReadOutcome(payloads: [first], isComplete: true))
        // Only at the start: later, it makes a field name no one knows.
        let late = "event: next\ndata: \(first)\n\n\u{FEFF}event: next\ndata: \(second)\n\nevent: complete\n\n"
        #expect(try outcome(late) == ReadOutcome(payloads: [first], isComplete: true))
    }

    @Test func idAndRetryAreKeptAsTheStreamSetsThem() {
        // An id holding NUL is ignored, and so is a retry not all digits.
        let stream = "id: 7\nretry: 2500\nevent: next\ndata: \(first)\n\nid: 8\u{0}9\nretry: 3s\n\n"
        for chunks in splits(of: stream) {
            var reader = EventStreamReader()
            #expect(read(chunks, into: &reader) == ReadOutcome(payloads: [first]))
            #expect(reader.lastEventID == "7")
            #expect(reader.retry == 2500)
        }
        // An id line without a value resets it.
        var reader = EventStreamReader()
        _ = read([Array("id: 7\nid\n".utf8)], into: &reader)
        #expect(reader.lastEventID == "")
    }

    @Test func aStreamEndingWithoutCompleteIsNotComplete() throws {
        let stream = "event: next\ndata: \(first)\n\nevent: next\ndata: \(second)\n"
        #expect(try outcome(stream) == ReadOutcome(payloads: [first], isComplete: false))
    }

    @Test func aNextEventWithoutDataIsMalformedAfterTheEventsBeforeIt() throws {
        let stream = "event: next\ndata: \(first)\n\nevent: next\n\nevent: next\ndata: \(second)\n\n"
        #expect(try outcome(stream) == ReadOutcome(
            payloads: [first], failure: .malformedStream("a `next` event carries no data")))
    }
}
