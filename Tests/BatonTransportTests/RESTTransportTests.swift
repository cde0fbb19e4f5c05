import Baton
import Foundation
import Testing

/// A REST API's GET through the transfer loop: the headers it carries, the body it
/// answers whole, and a refusal's status and body.
struct RESTTransportTests {
    @Test func aGetCarriesTheAcceptAndTheCallersHeadersAndAnswersTheBodyWhole() async throws {
        let diff = "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new\n"
        let server = try StreamingServer(contentType: "application/vnd.github.diff; charset=utf-8", steps: [
            .send(String(diff.prefix(20))), .pause(.milliseconds(20)), .send(String(diff.dropFirst(20))),
        ])
        defer { server.stop() }
        let transport = RESTTransport { ["Authorization": "Bearer ghp_sample"] }
        let payload = try await transport.get(server.url.deletingLastPathComponent().appendingPathComponent("repos/mona/x/pulls/7"),
                                              accept: "application/vnd.github.diff")
        #expect(payload.status == 200)
        #expect(payload.contentType == "application/vnd.github.diff; charset=utf-8")
        #expect(payload.text == diff)
        let request = try #require(server.requests.first)
        #expect(request.hasPrefix("GET /repos/mona/x/pulls/7 HTTP/1.1\r\n"))
        #expect(request.contains("\r\nAccept: application/vnd.github.diff\r\n"))
        #expect(request.contains("\r\nAuthorization: Bearer ghp_sample\r\n"))
        #expect(!request.lowercased().contains("content-length"))
    }

    @Test func anotherStatusThrowsItWithTheServersBody() async throws {
        let body = #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest"}"#
        let server = try StreamingServer(status: "404 Not Found", contentType: "application/json", steps: [.send(body)])
        defer { server.stop() }
        do {
            _ = try await RESTTransport().get(server.url, accept: "application/json")
            Issue.record("a 404 answered a payload")
        } catch {
            #expect(error == .http(status: 404, body: Data(body.utf8), retryAfter: nil))
        }
    }

    @Test func noServerIsAConnectionFailure() async throws {
        await #expect {
            _ = try await RESTTransport().get(URL(string: "http://127.0.0.1:1/repos")!, accept: "application/json")
        } throws: { error in
            if case .connection = error as? TransportError { true } else { false }
        }
    }
}
