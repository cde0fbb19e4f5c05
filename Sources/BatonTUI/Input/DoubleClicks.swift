/// Tells a double click from two clicks by time, for the mouse reports a terminal sends
/// as presses alone: a click on the cell of the click before, within `interval`, is a
/// double click. ncurses' own reports say so themselves and pass through unchanged.
struct DoubleClicks {
    static let interval: Duration = .milliseconds(400)

    private var last: (point: Point, at: ContinuousClock.Instant)?

    mutating func resolve(_ key: Key, at now: ContinuousClock.Instant) -> Key {
        guard case .mouse(let event) = key, event.action == .click else { return key }
        if let last, last.point == event.point, last.at.duration(to: now) <= Self.interval {
            self.last = nil
            return .mouse(MouseEvent(.doubleClick, at: event.point))
        }
        last = (event.point, now)
        return key
    }
}
