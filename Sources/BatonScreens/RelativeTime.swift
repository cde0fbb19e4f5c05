import Foundation

/// A time as people read it in a list: "just now", "5m ago", "3h ago", "3d ago",
/// "2mo ago", "1y ago"; a time ahead (a skewed clock) is "just now" too.
public enum RelativeTime {
    /// The instant an ISO 8601 timestamp (GitHub's `DateTime`) names; nil for other text.
    public static func date(_ timestamp: String) -> Date? {
        try? Date(timestamp, strategy: .iso8601)
    }

    public static func words(for date: Date, now: Date = Date()) -> String {
        let seconds = Int(now.timeIntervalSince(date))
        let minutes = seconds / 60, hours = minutes / 60, days = hours / 24
        switch seconds {
        case ..<60: return "just now"
        case ..<3_600: return "\(minutes)m ago"
        case ..<86_400: return "\(hours)h ago"
        case ..<(86_400 * 30): return "\(days)d ago"
        case ..<(86_400 * 365): return "\(days / 30)mo ago"
        default: return "\(days / 365)y ago"
        }
    }

    /// A timestamp's words, or the timestamp itself when it is not one.
    public static func words(forTimestamp timestamp: String, now: Date = Date()) -> String {
        date(timestamp).map { words(for: $0, now: now) } ?? timestamp
    }

    /// The day a timestamp names and how long ago, for a detail's header:
    /// "2024-02-12 (3d ago)"; the timestamp itself when it is not one.
    public static func dayAndWords(forTimestamp timestamp: String, now: Date = Date()) -> String {
        guard let date = date(timestamp) else { return timestamp }
        return "\(timestamp.prefix(10)) (\(words(for: date, now: now)))"
    }
}
