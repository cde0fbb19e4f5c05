import Baton
@testable import BatonScreens
import Foundation
import Testing

/// Each failure a person meets, in the words every screen of both tabs uses: the
/// same kind for the same failure, the API's name and advice in the sentence.
struct FailureWordsTests {
    private let api = FailureAdvice(server: "the test API")
    private let tokenAPI = FailureAdvice(server: "GitHub", credentials: "Set GITHUB_TOKEN.")

    private func words(_ error: any Error, _ advice: FailureAdvice? = nil) -> FailureWords {
        FailureWords(Failure(classifying: error), advice: advice ?? api)
    }

    @Test(arguments: [
        (TransportError.timedOut, "timeout", "The test API did not answer in time."),
        (TransportError.connection("Connection refused"), "network", "The test API cannot be reached (Connection refused)."),
        (TransportError.truncated, "network", "The test API's answer was cut off."),
        (TransportError.malformedStream("a multipart part has no body"), "malformed",
         "The test API's answer could not be read: a multipart part has no body."),
        (TransportError.cancelled, "cancelled", "The request was cancelled."),
        (TransportError.invalidRequest("no URL"), "request", "The request could not be sent: no URL."),
    ])
    func transportFailures(_ error: TransportError, kind: String, message: String) {
        #expect(words(error) == FailureWords(kind: kind, message: message))
    }

    /// The wait a server asked for is said as what is left of it, a started second
    /// counted whole, and as over once it is.
    @Test func aWaitTheServerAskedForCountsDown() {
        let limited = Failure(classifying: TransportError.http(status: 429, body: Data(), retryAfter: .seconds(60)))
        func said(after waited: Duration) -> String { FailureWords(limited, advice: api, waited: waited).message }
        #expect(said(after: .milliseconds(200)) == "The test API's rate limit was reached: retry in 60 s.")
        #expect(said(after: .seconds(18)) == "The test API's rate limit was reached: retry in 42 s.")
        #expect(said(after: .milliseconds(59_001)) == "The test API's rate limit was reached: retry in 1 s.")
        #expect(said(after: .seconds(60)) == "The test API's rate limit was reached: retry now.")
        let unavailable = Failure(classifying: TransportError.http(status: 503, body: Data(), retryAfter: .seconds(300)))
        #expect(FailureWords(unavailable, advice: api, waited: .seconds(100)).message == "The test API answered HTTP 503; retry in 4 min.")
    }

    @Test func statusesSayWhatTheServerSaidAndWhenToRetry() {
        #expect(words(TransportError.http(status: 429, body: Data(), retryAfter: nil))
            == FailureWords(kind: "rate limited", message: "The test API's rate limit was reached: wait a minute."))
        #expect(words(TransportError.http(status: 403, body: Data(), retryAfter: .seconds(180)))
            == FailureWords(kind: "rate limited", message: "The test API's rate limit was reached: retry in 3 min."))
        #expect(words(TransportError.http(status: 403, body: Data(), retryAfter: nil)).kind == "http 403")
        #expect(words(TransportError.http(status: 503, body: Data(#"{"message":"maintenance"}"#.utf8), retryAfter: .seconds(60)))
            == FailureWords(kind: "http 503", message: "The test API answered HTTP 503: maintenance; retry in 60 s."))
        #expect(words(TransportError.http(status: 500, body: Data("oops".utf8), retryAfter: nil))
            == FailureWords(kind: "http 500", message: "The test API answered HTTP 500."))
        // The server's own sentence keeps its one full stop.
        #expect(words(TransportError.http(status: 500, body: Data(#"{"message":"Try later."}"#.utf8), retryAfter: nil))
            == FailureWords(kind: "http 500", message: "The test API answered HTTP 500: Try later."))
    }

    @Test func refusedCredentialsCarryTheAPIsAdvice() {
        let body = Data(#"{"message":"Bad credentials"}"#.utf8)
        #expect(words(TransportError.http(status: 401, body: body, retryAfter: nil))
            == FailureWords(kind: "unauthorized", message: "The test API did not accept the credentials: Bad credentials."))
        #expect(words(TransportError.http(status: 401, body: Data(), retryAfter: nil), tokenAPI)
            == FailureWords(kind: "unauthorized", message: "GitHub did not accept the credentials. Set GITHUB_TOKEN."))
    }

    /// A redirect is not followed: the words say where it pointed, why it stays
    /// unfollowed, and the option that gives the new address.
    @Test func aRedirectSaysWhereItPointedAndHowToFollowIt() {
        let gitHub = FailureAdvice(server: "GitHub", endpointOption: "--github-endpoint")
        let moved = TransportError.redirected(status: 307, location: "https://ghe.example/api/graphql")
        #expect(words(moved, gitHub) == FailureWords(kind: "redirect", message:
            "GitHub answered with a redirect (HTTP 307) to https://ghe.example/api/graphql, which is not followed so that the"
            + " token stays with the address given; if that is the API's address now, start with --github-endpoint"
            + " https://ghe.example/api/graphql."))
        #expect(words(TransportError.redirected(status: 301, location: nil)) == FailureWords(kind: "redirect", message:
            "The test API answered with a redirect (HTTP 301), which is not followed so that the token stays with the address given."))
        // Trying again would be redirected again.
        #expect(Failure(classifying: moved).isRefusal)
        #expect(!Failure(classifying: moved).mayHaveBeenApplied)
    }

    @Test func requestErrorsListTheServersMessages() {
        let errors = GraphQLErrors([FieldError(message: "Syntax Error", path: ""), FieldError(message: "Unknown field", path: "")])
        #expect(words(errors) == FailureWords(kind: "graphql", message: "The test API refused the request: Syntax Error; Unknown field."))
        #expect(words(TransportError.requestError(messages: ["Unknown operation"]))
            == FailureWords(kind: "graphql", message: "The test API refused the request: Unknown operation."))
    }

    @Test func otherKindsAreSaidByKind() {
        struct Cause: Error {}
        #expect(FailureWords(Failure(.missingData, Cause()), advice: api)
            == FailureWords(kind: "not cached", message: "This is not in the cache and the network was not asked."))
        #expect(FailureWords(Failure(.environment, Cause()), advice: api)
            == FailureWords(kind: "ended", message: "The connection to the test API was closed; open the tab again."))
        #expect(FailureWords(Failure(.malformed, Cause()), advice: api).kind == "malformed")
    }

    @Test func aFieldErrorIsMarkedTheSameEverywhere() {
        #expect(FieldError(message: "Something went wrong", path: "a").inWords == "✗ Something went wrong")
    }
}
