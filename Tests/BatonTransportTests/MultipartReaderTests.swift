@testable import Baton
import Testing

/// The multipart reader over every way a body may be cut into chunks: each outcome
/// the same as the whole body's, which is the one each test expects.
struct MultipartReaderTests {
    private let initial = #"{"data":{"character":{"id":"1","name":"Rick Sanchez"}},"hasNext":true}"#
    private let later = #"{"incremental":[{"data":{"episode":[]},"path":["character"]}],"hasNext":false}"#

    private func outcome(_ body: String, boundary: String = "-") throws -> ReadOutcome {
        try outcomeOfEverySplit(body) { MultipartReader(boundary: boundary) }.get()
    }

    @Test func eachPartIsAPayloadAndTheClosingBoundaryCompletesTheBody() throws {
        let body = "\r\n---\r\nContent-Type: application/json; charset=utf-8\r\n\r\n\(initial)"
            + "\r\n---\r\nContent-Type: application/json; charset=utf-8\r\n\r\n\(later)\r\n-----\r\n"
        #expect(try outcome(body) == ReadOutcome(payloads: [initial, later], isComplete: true))
    }

    @Test func aBodyMayOpenWithTheDelimiterItself() throws {
        let body = "---\r\n\r\n\(initial)\r\n---\r\n\r\n\(later)\r\n-----"
        #expect(try outcome(body) == ReadOutcome(payloads: [initial, later], isComplete: true))
    }

    @Test func thePreambleAndTheEpilogueAreNotRead() throws {
        let boundary = "gc0p4Jq0M2Yt08jU534c0p"
        let body = "This is the preamble; --gc0p4Jq0M2Yt08jU534c0p here is not a delimiter.\r\n"
            + "--\(boundary)\r\nContent-Type: application/json\r\n\r\n\(initial)\r\n--\(boundary)--\r\n"
            + "An epilogue, \r\n--\(boundary)\r\n\r\n{\"not\":\"read\"}\r\n"
        #expect(try outcome(body, boundary: boundary) == ReadOutcome(payloads: [initial], isComplete: true))
    }

    @Test func aQuotedBoundaryIsReadFromTheContentType() throws {
        let type = MediaType(#"multipart/mixed; boundary="gql part:1=a"; deferSpec=20220824"#)
        #expect(type.essence == "multipart/mixed")
        #expect(type.parameters == ["boundary": "gql part:1=a", "deferspec": "20220824"])
        var reader = try #require(streamingReader(for: type) as? MultipartReader)
        let body = "--gql part:1=a\r\n\r\n\(initial)\r\n--gql part:1=a--"
        #expect(read([Array(body.utf8)], into: &reader) == ReadOutcome(payloads: [initial], isComplete: true))
        #expect(try outcome(body, boundary: "gql part:1=a") == ReadOutcome(payloads: [initial], isComplete: true))
    }

    @Test func aQuotedParameterMayHoldSemicolonsAndEscapes() {
        let type = MediaType(#"Multipart/Mixed ; title="a \"b\"; c" ;boundary=x;boundary=y"#)
        #expect(type.essence == "multipart/mixed")
        #expect(type.parameters == ["title": #"a "b"; c"#, "boundary": "x"])
    }

    @Test func aTypeWithoutABoundaryTakesTheDash() throws {
        let type = MediaType("Multipart/Mixed;deferSpec=20220824")
        var reader = try #require(streamingReader(for: type) as? MultipartReader)
        let outcome = read([Array("\r\n---\r\n\r\n\(initial)\r\n-----\r\n".utf8)], into: &reader)
        #expect(outcome == ReadOutcome(payloads: [initial], isComplete: true))
    }

    @Test func partHeadersAndPaddingAfterABoundaryAreSkipped() throws {
        let body = "---  \t\r\ncontent-type: application/graphql-response+json\r\nX-Part: 1\r\n\r\n\(initial)"
            + "\r\n--- \nContent-Type:application/json\n\n\(later)\r\n-----"
        #expect(try outcome(body) == ReadOutcome(payloads: [initial, later], isComplete: true))
    }

    @Test func aPartIsDeliveredAtItsJSONsLastBracketBeforeItsDelimiter() throws {
        let tricky = #"{"data":{"text":"a } \" ] { \\","list":[[1],{"b":[]}]}}"#
        #expect(try outcome("---\r\n\r\n\(tricky)") == ReadOutcome(payloads: [tricky]))
        #expect(try outcome("---\r\n\r\n\(tricky) \r\n \r\n---\r\n\r\n[1]") == ReadOutcome(payloads: [tricky, "[1]"]))
    }

    @Test func aBodyThatIsNotAWholeObjectEndsAtItsDelimiter() throws {
        let body = "---\r\n\r\nnull\r\n---\r\n\r\n{\"data\":\r\n---\r\n\r\n{}\r\n-----"
        #expect(try outcome(body) == ReadOutcome(payloads: ["null", "{\"data\":", "{}"], isComplete: true))
    }

    @Test func textAfterAPartsJSONIsMalformed() throws {
        let body = "---\r\n\r\n\(initial)x\r\n-----"
        #expect(try outcome(body) == ReadOutcome(
            payloads: [initial], failure: .malformedStream("text follows a multipart part's JSON")))
    }

    @Test func aBodyCutOffBetweenPartsKeepsThePartsThatArrived() throws {
        let betweenParts = "---\r\n\r\n\(initial)\r\n---\r\n"
        #expect(try outcome(betweenParts) == ReadOutcome(payloads: [initial], isComplete: false))
        let inAPart = "---\r\n\r\n\(initial)\r\n---\r\n\r\n{\"incremental\":["
        #expect(try outcome(inAPart) == ReadOutcome(payloads: [initial], isComplete: false))
        let beforeTheClose = "---\r\n\r\n\(initial)\r\n---"
        #expect(try outcome(beforeTheClose) == ReadOutcome(payloads: [initial], isComplete: false))
    }

    @Test func aHeaderLineWithoutAColonIsMalformedAfterThePartsBeforeIt() throws {
        let body = "---\r\n\r\n\(initial)\r\n---\r\nnot a header\r\n\r\n\(later)\r\n-----"
        #expect(try outcome(body) == ReadOutcome(
            payloads: [initial],
            failure: .malformedStream("a multipart part's header line `not a header` is not `name: value`")))
    }

    @Test func aPartThatIsNotJSONIsMalformed() throws {
        let body = "---\r\nContent-Type: text/html\r\n\r\n<p>hi</p>\r\n-----"
        #expect(try outcome(body) == ReadOutcome(failure: .malformedStream("a multipart part is `text/html`, not JSON")))
    }

    @Test func anEmptyPartIsMalformed() throws {
        let body = "---\r\n\r\n\r\n-----"
        #expect(try outcome(body) == ReadOutcome(failure: .malformedStream("a multipart part has no body")))
    }

    @Test func textAfterABoundaryOnItsLineIsMalformed() throws {
        let body = "---\r\n\r\n\(initial)\r\n----x\r\n\r\n\(later)\r\n-----"
        #expect(try outcome(body) == ReadOutcome(
            payloads: [initial], failure: .malformedStream("text follows a multipart boundary on its line")))
    }
}
