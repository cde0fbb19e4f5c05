/// What the mouse did and where, in the canvas's cells: a click, a double click, or a
/// turn of the wheel. Presses, releases and drags are left to the terminal.
public struct MouseEvent: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        case click
        case doubleClick
        case wheelUp
        case wheelDown
    }

    public let action: Action
    public let point: Point

    public init(_ action: Action, at point: Point) {
        self.action = action
        self.point = point
    }
}
