import BatonScreens

/// What the person wrote on screens they went back from and did not send, by the screen
/// it was written on: opening that screen again gives it back, and the shown screens'
/// file keeps it over a quit, so going back loses no writing. The newest are kept, up to
/// `capacity`.
struct DraftShelf: Equatable, Codable {
    static let capacity = 50

    /// Each screen's descriptor with its drafts, oldest first.
    private(set) var descriptors: [ScreenDescriptor] = []

    init(_ descriptors: [ScreenDescriptor] = []) {
        self.descriptors = Array(descriptors.filter { $0.drafts != nil }.suffix(Self.capacity))
    }

    /// Keeps what `descriptor`'s screen has not sent, in place of anything kept for that
    /// screen before; a screen with nothing unsent leaves nothing.
    mutating func put(_ descriptor: ScreenDescriptor) {
        descriptors.removeAll { $0.isSameScreen(as: descriptor) }
        guard descriptor.drafts != nil else { return }
        descriptors.append(descriptor)
        if descriptors.count > Self.capacity { descriptors.removeFirst() }
    }

    /// What was kept for the screen `descriptor` names, taken off the shelf.
    mutating func take(for descriptor: ScreenDescriptor) -> ScreenDescriptor? {
        guard let index = descriptors.firstIndex(where: { $0.isSameScreen(as: descriptor) }) else { return nil }
        return descriptors.remove(at: index)
    }
}

extension ScreenDescriptor {
    /// The same kind of screen made with the same arguments, wherever its list was.
    fileprivate func isSameScreen(as other: ScreenDescriptor) -> Bool {
        screen == other.screen && arguments == other.arguments
    }
}
