import BatonScreens

/// A navigation stack that only records what the screens asked of it.
@MainActor
public final class RecordingNavigator: Navigator {
    public private(set) var opened: [any Screen] = []
    public private(set) var backCount = 0

    public init() {}

    public func open(_ screen: any Screen) {
        opened.append(screen)
    }

    public func back() {
        backCount += 1
    }
}
