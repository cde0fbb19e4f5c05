import Baton
import Foundation
@testable import RickAndMorty
import Testing

/// Each failure a person meets, in the status bar's words.
struct FailureWordsTests {
    private func words(_ error: any Error) -> FailureWords {
        FailureWords(Failure(classifying: error))
    }

    @Test func transportFailures() {
        #expect(words(TransportError.timedOut) == FailureWords(kind: "timeout", message: "the server did not answer in time"))
        #expect(words(TransportError.connection("Connection refused"))
            == FailureWords(kind: "server down", message: "cannot reach the server (Connection refused)"))
        #expect(words(TransportError.truncated) == FailureWords(kind: "network", message: "the response was cut short"))
    }

    @Test func statusesSayWhatTheServerSaidAndWhenToRetry() {
        #expect(words(TransportError.http(status: 429, body: Data(), retryAfter: nil))
            == FailureWords(kind: "rate limited", message: "too many requests; retry in a little while"))
        #expect(words(TransportError.http(status: 503, body: Data(#"{"message":"maintenance"}"#.utf8), retryAfter: .seconds(60)))
            == FailureWords(kind: "http 503", message: "the server answered maintenance; retry in 60 s"))
        #expect(words(TransportError.http(status: 401, body: Data(#"{"message":"Bad credentials"}"#.utf8), retryAfter: nil))
            == FailureWords(kind: "unauthorized", message: "the server refused the credentials: Bad credentials"))
        #expect(words(TransportError.http(status: 500, body: Data("oops".utf8), retryAfter: nil))
            == FailureWords(kind: "http 500", message: "the server answered HTTP 500"))
    }

    @Test func requestErrorsListTheServersMessages() {
        let errors = GraphQLErrors([FieldError(message: "Syntax Error", path: ""), FieldError(message: "Unknown field", path: "")])
        #expect(words(errors) == FailureWords(kind: "graphql", message: "the server refused the request: Syntax Error; Unknown field"))
        #expect(words(TransportError.requestError(messages: ["Unknown operation"]))
            == FailureWords(kind: "graphql", message: "the server refused the request: Unknown operation"))
    }

    @Test func otherKindsAreSaidByKind() {
        struct Cause: Error {}
        #expect(FailureWords(Failure(.missingData, Cause())) == FailureWords(kind: "not cached", message: "the data is not in the cache"))
        #expect(FailureWords(Failure(.environment, Cause())).kind == "ended")
        #expect(FailureWords(Failure(.malformed, Cause())).kind == "malformed")
    }
}
