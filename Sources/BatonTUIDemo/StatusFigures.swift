import BatonTUI
import Observation

/// What the status line shows besides the selection: the ticking row's render count
/// against its neighbour's (the proof that a change redraws one row), the renders of every
/// view but the status line itself (its own renders would feed back), and the screen size.
/// Set after each frame, and only when a figure changed, so showing them settles at once.
@MainActor
@Observable
final class StatusFigures {
    var tickingRowRenders = 0
    var neighbourRenders = 0
    var otherRenders = 0
    var screenSize = Size.zero

    func update(tickingRowRenders: Int, neighbourRenders: Int, otherRenders: Int, screenSize: Size) {
        if self.tickingRowRenders != tickingRowRenders { self.tickingRowRenders = tickingRowRenders }
        if self.neighbourRenders != neighbourRenders { self.neighbourRenders = neighbourRenders }
        if self.otherRenders != otherRenders { self.otherRenders = otherRenders }
        if self.screenSize != screenSize { self.screenSize = screenSize }
    }
}
