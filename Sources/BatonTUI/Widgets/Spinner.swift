import Dispatch
import Observation

/// A frame of animation beside a label while something loads, and nothing when it does
/// not. It renders again only when its frame or the loading state changes; a frame advances
/// by one timer set while loading, so an idle spinner schedules nothing.
@MainActor
@Observable
public final class Spinner: View {
    /// Calls `tick` once after `delay`; tests inject their own.
    public typealias Timer = @MainActor (_ delay: Duration, _ tick: @escaping @MainActor @Sendable () -> Void) -> Void

    public static let brailleFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    public static let asciiFrames = ["|", "/", "-", "\\"]

    public var label: String
    public var style: Style
    public private(set) var frame = 0
    @ObservationIgnored private let isLoading: @MainActor () -> Bool
    @ObservationIgnored private let frames: [String]
    @ObservationIgnored private let interval: Duration
    @ObservationIgnored private let timer: Timer
    @ObservationIgnored private var tickPending = false

    public init(
        label: String = "Loading", style: Style = .plain, frames: [String] = Spinner.brailleFrames,
        interval: Duration = .milliseconds(100), timer: @escaping Timer = Spinner.mainQueueTimer,
        isLoading: @escaping @MainActor () -> Bool
    ) {
        self.label = label
        self.style = style
        self.frames = frames.isEmpty ? Spinner.asciiFrames : frames
        self.interval = interval
        self.timer = timer
        self.isLoading = isLoading
    }

    /// Whether a tick is waiting to advance the frame.
    public var isAnimating: Bool { tickPending }

    public static func mainQueueTimer(_ delay: Duration, _ tick: @escaping @MainActor @Sendable () -> Void) {
        let (seconds, attoseconds) = delay.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
            MainActor.assumeIsolated { tick() }
        }
    }

    public func render(in region: inout CanvasRegion) {
        guard isLoading() else { return }
        let shown = frames[frame % frames.count] + (label.isEmpty ? "" : " " + label)
        region.draw(shown, at: .zero, style: style, truncatingTo: region.width)
        guard !tickPending else { return }
        tickPending = true
        timer(interval) { [weak self] in self?.tick() }
    }

    private func tick() {
        tickPending = false
        if isLoading() { frame += 1 }
    }
}
