@testable import Baton
@testable import BatonInspector
import Foundation
import Testing

/// The pane's image line says in words what the image does: an eviction under way,
/// then what it evicted.
@MainActor
@Suite struct SummaryTextTests {
    private func line(_ change: (inout ImageStatistics) -> Void) -> String {
        var statistics = ImageStatistics()
        statistics.isOpen = true
        statistics.generation = 4
        change(&statistics)
        return SummaryText.image(StoreInspector.Image(url: URL(fileURLWithPath: "/tmp/image.sqlite"), holdsFile: true,
                                                      statistics: statistics))
    }

    @Test func anEvictionUnderWaySaysSoAndThenWhatItEvicted() {
        #expect(line { _ in } == "image: launch 4, open · 0 rows written · 0 waiting")
        #expect(line { $0.isEvicting = true; $0.rowsWaiting = 12 }
            == "image: launch 4, open · 0 rows written · 12 waiting · evicting")
        #expect(line { $0.rowsEvicted = 1_200; $0.rowsWritten = 1 }
            == "image: launch 4, open · 1 row written · 0 waiting · 1,200 rows evicted")
    }
}
