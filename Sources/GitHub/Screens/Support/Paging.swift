import Baton
import BatonScreens
import BatonTUI
import Observation

/// Loads the next page of a screen's connection when asked (the list nearing its end,
/// or `]`), and keeps why the last load failed; the pages shown stay.
@MainActor
@Observable
final class Paging: NoticeSource {
    /// Why the last load failed, in words; cleared by the next load.
    private(set) var notice: String?

    /// Lets the last failure go: `r` fetched the screen again, which says what stands now.
    func dismissNotice() {
        notice = nil
    }

    /// The rows a page holds, as the configuration set it when the screen was made, so
    /// a screen asks for pages of one size however long it lives; while its list follows
    /// the end (`G`), GitHub's largest.
    let pageSize = PageSize.configured

    /// Set from the ask to the answer, so the list's end and `]` in one turn send one request.
    private var isLoading = false

    /// Moves the list's selection by pages of `pageSize` rows, loading the next page
    /// when the one asked for is not there yet.
    func turn(by step: Int, in list: ListView, of connection: (any PagedConnection)?) {
        guard !list.turnPage(by: step, size: pageSize), step > 0, let connection else { return }
        loadNext(of: connection, in: list)
    }

    /// Loads the page after the last one, when there is one and none is loading. Once it
    /// landed, `list` is asked again whether its selection is near the end if the page's
    /// rows reached it first: the list told so as they arrived, while this load still
    /// refused another, and a page no longer than the list's distance to its end leaves
    /// the selection there. Rows that reach the list after the load ends ask themselves.
    func loadNext(of connection: some PagedConnection, in list: ListView? = nil) {
        guard connection.hasNext, !connection.isLoadingNext, !isLoading else { return }
        notice = nil
        isLoading = true
        // Following the end, the pages are GitHub's largest: a fifth of the requests.
        let pageSize = list?.followsEnd == true ? max(pageSize, PageSize.largest) : pageSize
        let rowsBefore = list?.rowCount
        // Weakly: a screen closed while its page loads is gone when the page lands, and its
        // list, which a render host may still hold, must not call back into it. The paging
        // lives as long as its screen.
        Task { [weak self, weak list] in
            do {
                try await connection.loadNext(pageSize)
                guard let self else { return }
                isLoading = false
                if let list, list.rowCount != rowsBefore { list.checkNearEndAgain() }
            } catch {
                // The end is no longer on its way: the summary stops saying how far it came.
                list?.stopFollowingEnd()
                guard let self else { return }
                isLoading = false
                notice = "Could not load more: \(FailureWords(Failure(classifying: error), advice: .gitHub).message)"
            }
        }
    }
}
