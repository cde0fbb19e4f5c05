import Foundation
import Testing
@testable import Baton

/// Whether a failed mutation may have been applied, by how it failed: only a request
/// that went out and whose answer was lost or unreadable may have changed the server.
@Suite struct FailureAppliedTests {
    @Test(arguments: [TransportError.timedOut, .truncated, .malformedStream("a part without headers")])
    func anAnswerLostAfterSendingMayHaveBeenApplied(_ error: TransportError) {
        #expect(Failure(classifying: error).mayHaveBeenApplied)
    }

    @Test(arguments: [
        TransportError.http(status: 502, body: Data(), retryAfter: nil), .requestError(messages: ["no such field"]),
        .cancelled, .connection("connection refused"), .invalidRequest("no URL"), .unanswered("nothing scripted"),
    ])
    func aRefusedOrUnsentRequestWasNotApplied(_ error: TransportError) {
        #expect(!Failure(classifying: error).mayHaveBeenApplied)
    }

    @Test func anUnreadableAnswerMayHaveBeenApplied() {
        #expect(Failure(classifying: IngestError(.truncated, at: 12)).mayHaveBeenApplied)
    }

    @Test func theServersRefusalWasNotApplied() {
        #expect(!Failure(classifying: GraphQLErrors([])).mayHaveBeenApplied)
        #expect(!Failure(classifying: MissingDataError(operationName: "StarMutation")).mayHaveBeenApplied)
    }
}
