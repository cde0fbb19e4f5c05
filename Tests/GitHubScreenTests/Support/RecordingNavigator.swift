import BatonScreens
import BatonTUI

/// A navigation stack that only records what the screens asked of it.
@MainActor
final class RecordingNavigator: Navigator {
    private(set) var opened: [any Screen] = []
    private(set) var backCount = 0

    func open(_ screen: any Screen) {
        opened.append(screen)
    }

    func back() {
        backCount += 1
    }
}
