@_spi(Benchmarks) import Baton
import BatonTesting

/// What a burst of a subscription's events wakes and redraws: 1,000 star counts
/// arriving within one turn are committed in that turn, each its own batch (the
/// store notifies the count's slot 1,000 times, and the subscription root's link
/// the first made), so an observer of the count is woken once and the label reading
/// it drawn once, in one pass: per frame, not per event.
@MainActor
enum LiveCounts {
    static func measure() throws -> [Count] {
        let live = try StarEvents()
        let observer = Observer { live.count }
        let notifications = live.environment.store.notificationCount
        let renders = live.host.totalRenderCount, passes = live.host.passCount
        for count in 1...1_000 { live.handle.receive(Payload(json: StarEvents.eventJSON(count: count))) }
        live.turns.drain()
        live.frames.drain()
        return [
            Count("live.burst_1000.events_committed", live.handle.streamEvents),
            Count("live.burst_1000.slot_notifications", live.environment.store.notificationCount - notifications),
            Count("live.burst_1000.observer_wakes", observer.wakes),
            Count("live.burst_1000.passes", live.host.passCount - passes),
            Count("live.burst_1000.renders", live.host.totalRenderCount - renders),
        ]
    }
}
