import Baton
import BatonScreens
import Observation

/// Loads the next page of a screen's connection when asked (the list nearing its end,
/// or `n`), and keeps why the last load failed; the pages shown stay.
@MainActor
@Observable
final class Paging {
    /// Why the last load failed, in words; cleared by the next load.
    private(set) var failure: String?

    /// Lets the last failure go: `r` fetched the screen again, which says what stands now.
    func forgetFailure() {
        failure = nil
    }

    static let pageSize = 20

    /// Loads the page after the last one, when there is one and none is loading.
    func loadNext(of connection: some PagedConnection) {
        guard connection.hasNext, !connection.isLoadingNext else { return }
        failure = nil
        Task { [self] in
            do {
                try await connection.loadNext(Self.pageSize)
            } catch {
                failure = "Could not load more: \(FailureWords(Failure(classifying: error), advice: .gitHub).message)"
            }
        }
    }
}
