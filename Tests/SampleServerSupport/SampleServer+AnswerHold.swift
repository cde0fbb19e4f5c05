/// Answers held back (`POST` and `DELETE /control/hold`): while held, every GraphQL and
/// REST answer waits before its first byte, so that a screen read and the app's quit have
/// no answer landing between them.
extension SampleServer {
    public func holdAnswers() async throws(SampleServerError) {
        try await control("POST", "hold", body: nil, expecting: 200, "hold the answers")
    }

    public func releaseAnswers() async throws(SampleServerError) {
        try await control("DELETE", "hold", body: nil, expecting: 200, "release the held answers")
    }
}
