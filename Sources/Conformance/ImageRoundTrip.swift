import Baton
import Foundation

/// A case's store written to its image and read back by a second store, as a
/// relaunch reads it: the availability check answers from the image when the
/// case is complete (nothing is asked when the case does not say), and every row
/// reads as it did from memory.
@MainActor
enum ImageRoundTrip {
    static func check<Value: Baton.Operation>(
        _ spec: SpecCase, complete: Bool?, of operation: Value, from store: Store, over image: ScratchImage
    ) async throws {
        guard let first = store.persistence else { return }
        first.close()
        await first.flush()
        let second = image.open()
        defer { second.close() }
        let relaunched = Store(persistence: second)
        let answer = relaunched.availability(of: operation)
        if complete == true, answer != .image {
            throw StepFailure("image", "a second store over the image answered the availability check from \(answer), not the image")
        }
        let reads = relaunched.data(of: operation).responseShapedValue
        for row in spec.reads ?? [] {
            try RowCheck.check(row, against: reads, step: "image reads")
        }
    }
}

/// An image file of its own in a temporary directory, removed after the case.
struct ScratchImage {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appending(component: "baton-conformance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func open() -> Persistence { Persistence(url: directory.appending(component: "case.sqlite")) }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}
