import BatonScreens
import BatonTUI
import Testing
@testable import baton_tui

/// The status line draws again every second while a failure is shown, so a wait the
/// server asked for counts down, and schedules nothing otherwise.
@MainActor
struct StatusLineTests {
    @Test func theShownDataSaysHowLongAgoItCame() {
        #expect(StatusLine.updated(.seconds(59)) == "updated just now")
        #expect(StatusLine.updated(.seconds(150)) == "updated 2m ago")
        #expect(StatusLine.updated(.seconds(3 * 3600 + 10)) == "updated 3h ago")
        #expect(StatusLine.updated(.seconds(2 * 86_400)) == "updated 2d ago")
    }

    @Test func aShownFailureDrawsTheLineAgainEverySecondAndDataSchedulesNothing() {
        var delays: [Duration] = []
        var ticks: [@MainActor @Sendable () -> Void] = []
        let screen = StubScreen(title: "Characters")
        let line = StatusLine(screen: { screen }, place: { "here" }, cache: { nil }) { delay, tick in
            delays.append(delay)
            ticks.append(tick)
        }
        let host = RenderHost(root: line, size: Size(width: 80, height: 1), minimumSize: Size(width: 1, height: 1), scheduler: { _ in })
        host.render()
        #expect(delays.isEmpty)

        screen.status = .failed(kind: "rate limited", message: "The API's rate limit was reached: retry in 42 s.")
        let failed = RenderHost(root: line, size: Size(width: 80, height: 1), minimumSize: Size(width: 1, height: 1), scheduler: { _ in })
        failed.render()
        #expect(failed.canvas.lines[0].contains("retry in 42 s"))
        #expect(delays == [.seconds(1)])
        failed.render()
        #expect(delays.count == 1)

        // The second ticks: the bar draws again and asks for the next one.
        ticks[0]()
        failed.render()
        #expect(delays == [.seconds(1), .seconds(1)])

        screen.status = .ready
        ticks[1]()
        failed.render()
        #expect(delays.count == 2)
    }

    /// Shown data asks for a tick each half minute; a failure that comes meanwhile gets
    /// its second at once, not after the half minute waiting.
    @Test func aFailureCountsDownEvenWhileTheDatasHalfMinuteWaits() {
        var delays: [Duration] = []
        let screen = StubScreen(title: "Characters")
        screen.fetchTime = .now
        let line = StatusLine(screen: { screen }, place: { "here" }, cache: { nil }) { delay, _ in delays.append(delay) }
        let shown = RenderHost(root: line, size: Size(width: 80, height: 1), minimumSize: Size(width: 1, height: 1), scheduler: { _ in })
        shown.render()
        #expect(shown.canvas.lines[0].contains("updated just now"))
        #expect(delays == [.seconds(30)])

        screen.status = .failed(kind: "rate limited", message: "retry in 42 s.")
        let failed = RenderHost(root: line, size: Size(width: 80, height: 1), minimumSize: Size(width: 1, height: 1), scheduler: { _ in })
        failed.render()
        #expect(delays == [.seconds(30), .seconds(1)])
        #expect(!failed.canvas.lines[0].contains("updated"))
    }
}

/// The configuration's refetch interval: the shown screens fetched again on a timer.
@MainActor
struct RefetchTimerTests {
    @Test func itFetchesAgainAtEachInterval() async throws {
        var refetches = 0
        let timer = RefetchTimer(every: .milliseconds(20)) { refetches += 1 }
        let deadline = ContinuousClock.now + .seconds(30)
        while refetches < 3, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        withExtendedLifetime(timer) { #expect(refetches >= 3) }
    }
}
