import Baton
import Foundation
import Testing

/// A self-signed certificate for `localhost`, made with `openssl req` for the test.
private func selfSignedCertificate() throws -> (certificate: String, key: String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let certificate = directory.appendingPathComponent("cert.pem").path
    let key = directory.appendingPathComponent("key.pem").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
        "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
        "-addext", "subjectAltName=DNS:localhost", "-keyout", key, "-out", certificate,
    ]
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "openssl req failed")
    return (certificate, key)
}

@Suite struct WebSocketTLSTests {
    @Test func aSelfSignedCertificateFailsVerification() async throws {
        let server = try WebSocketTestServer("stream", certificate: selfSignedCertificate())
        let transport = WebSocketTransport(endpoint: server.url(scheme: "wss", host: "localhost"))
        let (_, error) = await collect(transport.execute(ticks))
        #expect(error as? WebSocketError == .certificate("self-signed certificate"), "\(String(reflecting: error))")
    }

    @Test func trustingTheCertificateConnects() async throws {
        let files = try selfSignedCertificate()
        let server = try WebSocketTestServer("stream", certificate: files)
        let transport = WebSocketTransport(
            endpoint: server.url(scheme: "wss", host: "localhost"), trust: .certificates(file: files.certificate))
        let (texts, error) = await collect(transport.execute(ticks))
        #expect(error == nil)
        #expect(texts == [#"{"data":{"tick":1.50}}"#, #"{"data":{"tick":2}}"#])
    }

    @Test func aTrustedCertificateForAnotherNameFails() async throws {
        let files = try selfSignedCertificate()
        let server = try WebSocketTestServer("stream", certificate: files)
        let transport = WebSocketTransport(
            endpoint: server.url(scheme: "wss", host: "127.0.0.1"), trust: .certificates(file: files.certificate))
        let (_, error) = await collect(transport.execute(ticks))
        #expect(error as? WebSocketError == .certificate("IP address mismatch"))
    }
}
