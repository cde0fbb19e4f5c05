import Foundation

/// The last server response committed for a root, the store's revision right
/// after its batch, and whether it was read as complete. The same bytes again at
/// that revision, with no batch of any kind committed since (no other response,
/// layer, local write or collection), would find every value already equal and
/// write nothing: the commit is idempotent over an unchanged store, so the fetch
/// may skip the ingest and the commit. A payload read as part of a selection does
/// not stand for a server's response, which must be complete.
struct LastResponse {
    let bytes: Data
    let revision: Int
    let complete: Bool

    func isRepeated(by bytes: Data, at revision: Int, complete needed: Bool) -> Bool {
        revision == self.revision && (complete || !needed) && bytes == self.bytes
    }
}
