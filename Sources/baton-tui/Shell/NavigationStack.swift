import BatonScreens
import BatonTUI
import Observation

/// One tab's screens, the top one shown under a title line with the trail of those
/// beneath. Opening pushes; going back pops and closes the screen that leaves, so it
/// lets go of what it held; the screen beneath is shown as it was left. What the
/// screen that leaves did not send goes on the shelf, and comes back when that screen
/// is opened again.
@MainActor
@Observable
final class NavigationStack: View, Navigator {
    /// The tab's name, first in the trail.
    let name: String
    private(set) var screens: [any Screen] = []
    private(set) var shelf: DraftShelf

    init(name: String, shelf: DraftShelf = DraftShelf(), root: @MainActor (any Navigator) -> any Screen) {
        self.name = name
        self.shelf = shelf
        screens = [root(self)]
    }

    /// The stack of the screens `descriptors` names, bottom first, each made by `screen`.
    /// When one names no screen, those already made are closed and the error thrown.
    init(name: String, restoring descriptors: [ScreenDescriptor], shelf: DraftShelf = DraftShelf(),
         screen: @MainActor (ScreenDescriptor, any Navigator) throws(ScreenDescriptorError) -> any Screen
    ) throws(ScreenDescriptorError) {
        precondition(!descriptors.isEmpty, "a stack has at least its first screen")
        self.name = name
        self.shelf = shelf
        do throws(ScreenDescriptorError) {
            for descriptor in descriptors { screens.append(try screen(descriptor, self)) }
        } catch {
            close()
            throw error
        }
    }

    var top: any Screen { screens[screens.count - 1] }

    var isAtRoot: Bool { screens.count == 1 }

    func open(_ screen: any Screen) {
        if let descriptor = screen.descriptor, let kept = shelf.take(for: descriptor) {
            screen.restoreDrafts(kept.drafts ?? [:], composing: kept.composing)
        }
        screens.append(screen)
    }

    func back() {
        guard screens.count > 1 else { return }
        let leaving = screens.removeLast()
        if let descriptor = leaving.descriptor { shelf.put(descriptor) }
        leaving.close()
    }

    /// Closes every screen, top first: a stack made and then not used.
    func close() {
        while let screen = screens.popLast() { screen.close() }
    }

    /// "Tab › Screen › Screen", the top screen's title last.
    var trail: String {
        ([name] + screens.map(\.title)).joined(separator: " › ")
    }

    func layout(in bounds: Rect) -> [Placement] {
        // The first row is the trail of screens, the stack's own.
        Stack.vertical([.gap(), .init(top)]).layout(in: bounds)
    }

    func render(in region: inout CanvasRegion) {
        guard region.width > 1 else { return }
        // Cut from the left, so the current screen's name stays.
        region.draw(trail.truncatedFromStart(to: region.width - 1), at: Point(x: 1, y: 0), style: Style(bold: true))
    }
}
