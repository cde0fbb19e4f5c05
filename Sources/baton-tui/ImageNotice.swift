import Baton
import Observation

/// What the status line says about an API's image when it cannot keep data as it
/// should: a file at its path it left alone, a cache it can only read, a file it
/// cannot open. Said in words once the image reports it, off the main actor.
@MainActor
@Observable
final class ImageNotice {
    private(set) var words: String?

    /// The handler for the image's events: the ones worth a word reach `words`.
    nonisolated func observe(_ event: ImageEvent) {
        guard let words = Self.words(for: event) else { return }
        Task { @MainActor in self.words = words }
    }

    nonisolated static func words(for event: ImageEvent) -> String? {
        switch event {
        case let .refused(refusal): "cache not used: \(refusal)"
        case .readOnly: "cache read-only: shows what it holds, keeps nothing new"
        case let .unavailable(reason): "cache unavailable: \(reason)"
        default: nil
        }
    }
}
