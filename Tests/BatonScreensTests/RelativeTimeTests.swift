import BatonScreens
import Foundation
import Testing

/// Times as people read them, against a fixed now.
@Suite struct RelativeTimeTests {
    let now = try! Date("2026-12-01T12:00:00Z", strategy: .iso8601)

    @Test(arguments: [
        ("2026-12-01T11:59:30Z", "just now"), ("2026-12-01T12:05:00Z", "just now"), ("2026-12-01T11:55:00Z", "5m ago"),
        ("2026-12-01T09:00:00Z", "3h ago"), ("2026-11-28T12:00:00Z", "3d ago"), ("2026-09-01T12:00:00Z", "3mo ago"),
        ("2024-02-12T10:00:00Z", "2y ago"),
    ])
    func aTimestampInWords(_ timestamp: String, _ words: String) {
        #expect(RelativeTime.words(forTimestamp: timestamp, now: now) == words)
    }

    @Test func aDetailGivesTheDayThenTheWordsAndTextThatIsNoTimeIsKept() {
        #expect(RelativeTime.dayAndWords(forTimestamp: "2026-11-28T12:00:00Z", now: now) == "2026-11-28 (3d ago)")
        #expect(RelativeTime.words(forTimestamp: "yesterday", now: now) == "yesterday")
    }
}
