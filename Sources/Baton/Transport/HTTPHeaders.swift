/// The header lines of a GraphQL POST or a REST GET: the defaults for the request,
/// overridden by name (in any case) by the caller's, each checked so a value cannot
/// smuggle in another header.
enum HTTPHeaders {
    /// What the request accepts: an event stream for a subscription (graphql-sse),
    /// parts for a document that defers some, else one JSON response.
    static func accept(for request: Request) -> String {
        if request.kind == .subscription { return EventStreamReader.mediaType }
        if request.isIncremental { return "\(MultipartReader.mediaType); deferSpec=20220824, application/json" }
        return "\(HTTPResponse.graphQLResponseMediaType), application/json;q=0.9"
    }

    static func lines(for request: Request, merging custom: [String: String]) throws(TransportError) -> [String] {
        try lines(["Content-Type": "application/json", "Accept": accept(for: request)], merging: custom)
    }

    static func lines(_ defaults: [String: String], merging custom: [String: String]) throws(TransportError) -> [String] {
        var merged: [String: (name: String, value: String)] = [:]
        for (name, value) in defaults { merged[name.lowercased()] = (name, value) }
        for (name, value) in custom {
            try check(name: name, value: value)
            merged[name.lowercased()] = (name, value)
        }
        // An empty `Expect:` stops libcurl from waiting on `100 Continue` before a
        // large body.
        let lines = merged.sorted { $0.key < $1.key }.map { "\($0.value.name): \($0.value.value)" }
        return lines + ["Expect:"]
    }

    static func check(name: String, value: String) throws(TransportError) {
        let separators = Set("()<>@,;:\\\"/[]?={} \t".utf8)
        guard !name.isEmpty, name.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && !separators.contains($0) }) else {
            throw .invalidRequest("`\(name)` is not an HTTP header name")
        }
        guard !value.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x00 }) else {
            throw .invalidRequest("the value of header `\(name)` holds a line break or NUL")
        }
    }
}
