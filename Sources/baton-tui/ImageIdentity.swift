import BatonSupport
import Foundation

/// Whose data an API's image holds: one image per endpoint, and for GitHub one per
/// token at that endpoint, so that another viewer's or another server's data is never
/// shown or read. The file is named by a digest of both, never by the token itself.
struct ImageIdentity: Equatable {
    let api: CatalogAPI
    /// Sixteen hex digits of SHA-256 over the endpoint and the token.
    let digest: String

    init(api: CatalogAPI, endpoint: URL, token: String?) {
        self.api = api
        let subject = endpoint.absoluteString + "\n" + (token ?? "")
        digest = Hex.encode(Digest.sha256.digest(Array(subject.utf8)).prefix(8))
    }

    /// The image's file name in the cache directory.
    var fileName: String { "\(api.rawValue)-\(digest).sqlite" }
}
