import Foundation

/// A whole HTTP response, and whether it is a payload or a failure.
struct HTTPResponse {
    let status: Int
    let contentType: String?
    let body: Data
    let retryAfter: Duration?
    /// The headers the request asked to read.
    var headers: [String: String] = [:]
    /// Whether a 304 answers the request (a conditional REST GET): nothing changed.
    var answersNotModified = false
    /// Where a redirect pointed, resolved against the request's address.
    var redirect: String?

    static let graphQLResponseMediaType = "application/graphql-response+json"

    var outcome: Result<Payload, TransportError> {
        if (200..<300).contains(status) || (status == 304 && answersNotModified) {
            // A 2xx body is the ingest's to judge, malformed or not.
            return .success(Payload(bytes: body, status: status, contentType: contentType, headers: headers))
        }
        if (300..<400).contains(status), status != 304 {
            return .failure(.redirected(status: status, location: redirect))
        }
        if mediaType == Self.graphQLResponseMediaType, let messages = Self.requestErrorMessages(in: body) {
            return .failure(.requestError(messages: messages))
        }
        return .failure(.http(status: status, body: body, retryAfter: retryAfter))
    }

    /// The media type without parameters, lowercased.
    var mediaType: String? {
        contentType.map { MediaType($0).essence }
    }

    /// The messages of a body that is errors and no data (absent or null), else nil.
    /// Only failed responses come here, so a general parser is fine.
    static func requestErrorMessages(in body: Data) -> [String]? {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let errors = object["errors"] as? [[String: Any]], !errors.isEmpty,
              object["data"] == nil || object["data"] is NSNull
        else { return nil }
        return errors.map { $0["message"] as? String ?? "" }
    }
}
