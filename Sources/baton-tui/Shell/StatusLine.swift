import BatonScreens
import BatonTUI
import Observation

/// The bottom line: a spinner while the screen loads, how its data stands (refreshing,
/// stale, or the failure in words with the key that retries), its notice, and what keeps
/// the tab's cache from working; on the right the API and endpoint, and the help key.
/// While a failure is shown the line draws again every second, so a wait the server
/// asked for ("retry in 42 s") counts down; while data is shown, every half minute, so
/// "updated 3m ago" follows the clock; otherwise it schedules nothing.
@MainActor
@Observable
final class StatusLine: View {
    private static let barStyle = Style(reverse: true)

    @ObservationIgnored private let screen: @MainActor () -> (any Screen)?
    @ObservationIgnored private let place: @MainActor () -> String
    @ObservationIgnored private let spinner: Spinner
    @ObservationIgnored private let bar: StatusBar
    /// Advanced by each tick; reading it makes the bar draw again.
    private var second = 0
    /// The intervals a tick waits on: a failure's second is asked for even while the
    /// data's half minute is pending.
    @ObservationIgnored private var pendingTicks: Set<Duration> = []
    @ObservationIgnored private let timer: Spinner.Timer

    /// `screen` is the one shown; `place` names its API and endpoint; `cache` says
    /// why its image does not keep data, when it does not; `notice` is the shell's own
    /// word, after the screen's.
    init(screen: @escaping @MainActor () -> (any Screen)?, place: @escaping @MainActor () -> String,
         cache: @escaping @MainActor () -> String?, timer: @escaping Spinner.Timer = Spinner.mainQueueTimer,
         notice: @escaping @MainActor () -> String? = { nil }) {
        self.screen = screen
        self.place = place
        self.timer = timer
        spinner = Spinner(label: "loading", style: Self.barStyle) { screen()?.status == .loading }
        bar = StatusBar(style: Self.barStyle, left: { [] }, right: { [StatusBar.Segment(place()), StatusBar.Segment("? keys")] })
        bar.left = { [unowned self] in
            let now = ContinuousClock.now
            let segments = Self.segments(for: screen(), cache: cache(), notice: notice(), now: now)
            if case .failed = screen()?.status {
                tick(every: .seconds(1))
            } else if screen()?.fetchTime != nil {
                tick(every: .seconds(30))
            }
            return segments
        }
    }

    /// Reads the tick, so the bar observes it, and asks for the next one; one waits per interval.
    private func tick(every interval: Duration) {
        _ = second
        guard pendingTicks.insert(interval).inserted else { return }
        timer(interval) { [weak self] in
            guard let self else { return }
            pendingTicks.remove(interval)
            second += 1
        }
    }

    static func segments(for screen: (any Screen)?, cache: String?, notice shellNotice: String? = nil,
                         now: ContinuousClock.Instant) -> [StatusBar.Segment] {
        guard let screen else { return [] }
        var segments: [StatusBar.Segment] = []
        switch screen.status {
        case .loading, .ready:
            break
        case .refreshing:
            segments.append(StatusBar.Segment("↻ refreshing", style: Style(foreground: Theme.current[.refreshing], reverse: true)))
        case .stale:
            segments.append(StatusBar.Segment("stale · r to refresh", style: Style(foreground: Theme.current[.stale], reverse: true)))
        case let .failed(kind, message):
            segments.append(StatusBar.Segment("✗ \(kind): \(message) · r to retry", style: Style(foreground: Theme.current[.failure], bold: true, reverse: true)))
        }
        if let notice = screen.notice { segments.append(StatusBar.Segment(notice)) }
        if let shellNotice { segments.append(StatusBar.Segment(shellNotice)) }
        if let cache { segments.append(StatusBar.Segment(cache, style: Style(foreground: Theme.current[.stale], reverse: true))) }
        // Last, so a narrow line cuts the age before a notice or a warning.
        if screen.status == .ready, let fetched = screen.fetchTime {
            segments.append(StatusBar.Segment(updated(fetched.duration(to: now)), style: Style(dim: true, reverse: true)))
        }
        return segments
    }

    /// How long ago the shown data came, in the words the line uses: "updated just
    /// now" within a minute, then minutes, hours and days.
    static func updated(_ age: Duration) -> String {
        let minutes = Int(age.components.seconds) / 60
        switch minutes {
        case ..<1: return "updated just now"
        case ..<60: return "updated \(minutes)m ago"
        case ..<(24 * 60): return "updated \(minutes / 60)h ago"
        default: return "updated \(minutes / (24 * 60))d ago"
        }
    }

    func layout(in bounds: Rect) -> [Placement] {
        let spinnerWidth = screen()?.status == .loading ? min(11, bounds.width) : 0
        return Stack.horizontal([.init(spinner, .fixed(spinnerWidth)), .init(bar)]).layout(in: bounds)
    }

    func render(in region: inout CanvasRegion) {
        region.fill(style: Self.barStyle)
    }
}
