import Foundation

/// Bytes in a response's shape: what a transport delivers and the ingest reads. It
/// keeps every scalar's text as written; the status and media type say how it came.
public struct Payload: Sendable, Hashable {
    public var bytes: Data
    /// The HTTP status it arrived with; 200 for a payload made by hand.
    public var status: Int
    /// The `Content-Type` it arrived with, when it said one.
    public var contentType: String?
    /// The response headers its request asked to read (a REST answer's `Last-Modified`),
    /// by the name asked, when the response had them.
    public var headers: [String: String]

    public init(bytes: Data, status: Int = 200, contentType: String? = "application/json", headers: [String: String] = [:]) {
        self.bytes = bytes
        self.status = status
        self.contentType = contentType
        self.headers = headers
    }

    /// A payload from JSON text, as a test, a preview or an optimistic builder writes it.
    public init(json: String) {
        self.init(bytes: Data(json.utf8))
    }
}
