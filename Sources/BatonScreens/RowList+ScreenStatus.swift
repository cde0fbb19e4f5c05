import BatonTUI

extension RowList {
    /// Shows `rows`; a restored selection waits while the screen fetches.
    public func show(_ rows: [Row], status: ScreenStatus) {
        show(rows, settled: status != .loading && status != .refreshing)
    }
}
