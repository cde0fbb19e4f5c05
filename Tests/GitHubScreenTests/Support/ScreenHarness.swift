import BatonTesting
import Foundation
import ScreenTesting
import Testing

extension ScreenHarness {
    /// An environment answering from the recorded responses under `Responses/`.
    static func recorded() throws -> ScreenHarness {
        ScreenHarness(transport: RecordedTransport(try recordings()))
    }

    static func recordings() throws -> [Recording] {
        let folder = try #require(Bundle.module.url(forResource: "Responses", withExtension: nil))
        return try Recording.load(from: folder)
    }
}
