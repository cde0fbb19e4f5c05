import Baton
import BatonTUI
import Observation

/// The selected row's own screen, drawn beside a list from `minimumWidth` columns: an
/// issue's conversation beside the dashboard, a character beside the characters. It
/// follows the selection without a fetch per key: a row whose data the store holds
/// draws in the frame that selected it; any other is fetched once the selection has
/// rested for `rest`, the screen before it let go. `p` opens and closes it; a focused
/// pane takes the keys (to scroll it) until Esc.
@MainActor
@Observable
public final class PreviewPane: View {
    /// `defaults.preview`: whether the pane starts open, and the share of the width it takes.
    public struct Settings: Equatable, Sendable {
        public var open: Bool
        public var widthPercent: Int

        public init(open: Bool = true, widthPercent: Int = 45) {
            self.open = open
            self.widthPercent = widthPercent
        }
    }

    /// The settings a launch gives, set once from the configuration.
    @MainActor public static var configured = Settings()
    /// Below this many columns a list keeps the whole width.
    public static let minimumWidth = 120
    /// How long the selection stays before the preview's data is fetched.
    public static let rest: Duration = .milliseconds(150)

    public private(set) var isOpen = configured.open
    public private(set) var isFocused = false
    /// The selected row's screen; nil before it was made, or without a selection.
    public private(set) var screen: (any Screen)?
    /// Whether the pane was wide enough at the last layout; nothing is fetched for a
    /// pane not shown.
    private var hasRoom = false

    @ObservationIgnored private var key: AnyHashable?
    @ObservationIgnored private var make: (@MainActor (FetchPolicy) -> (any Screen)?)?
    @ObservationIgnored private var available: (@MainActor () -> Bool)?
    @ObservationIgnored private var resting: Task<Void, Never>?
    @ObservationIgnored private lazy var waiting = Label(style: Style(dim: true)) { [unowned self] in
        key == nil ? "Nothing selected" : "Loading…"
    }

    public init() {}

    private var isShown: Bool { isOpen && hasRoom }

    /// Follows the selection: `key` names the selected row (nil for none), `available`
    /// says whether the store holds all its screen shows, `make` makes its screen under a
    /// policy (nil for a row that has none). Called again with the same key, it does nothing.
    public func select(_ key: AnyHashable?, available: @escaping @MainActor () -> Bool,
                       make: @escaping @MainActor (FetchPolicy) -> (any Screen)?) {
        guard key != self.key else { return }
        self.key = key
        self.make = key == nil ? nil : make
        self.available = available
        present()
    }

    /// Shows the selected row's screen: made from the store at once when it holds the
    /// data, else nothing until the selection rests; then made to fetch what it lacks.
    private func present() {
        resting?.cancel()
        resting = nil
        guard isShown, let make else {
            replace(with: nil)
            return
        }
        replace(with: available?() == true ? make(.storeOnly) : nil)
        let key = self.key
        resting = Task { [weak self] in
            try? await Task.sleep(for: Self.rest)
            guard let self, !Task.isCancelled, self.key == key else { return }
            replace(with: make(.storeOrNetwork))
        }
    }

    private func replace(with next: (any Screen)?) {
        let previous = screen
        screen = next
        previous?.close()
        if next == nil { isFocused = false }
    }

    /// `r` on the list's screen: what the pane shows is fetched again with it.
    public func retry() {
        screen?.retry()
    }

    /// `p`: opens or closes the pane; a closed pane holds nothing.
    public func toggle() {
        isOpen.toggle()
        isFocused = false
        present()
    }

    /// Moves the keys into the pane, when it shows a screen.
    public func focus() {
        guard isShown, screen != nil else { return }
        isFocused = true
    }

    /// The pane's keys while it is focused: Esc gives them back to the list; the rest are
    /// its screen's.
    public func handle(_ key: Key) -> Bool {
        guard isFocused else { return false }
        if key == .escape {
            isFocused = false
            return true
        }
        return screen?.handle(key) ?? false
    }

    /// Binds `p` and `P` on a list's screen.
    public func bind(to keys: KeyMap) throws(KeyMapError) {
        try keys.bind(.togglePreview, description: "open or close the preview beside the list") { [unowned self] in toggle() }
        try keys.bind(.focusPreview, description: "move the keys into the preview to scroll it; Esc gives them back") {
            [unowned self] in focus()
        }
    }

    /// Whether the keys go to the pane's screen first.
    public var capturesKeys: Bool { isFocused }

    public func close() {
        resting?.cancel()
        replace(with: nil)
        make = nil
        key = nil
    }

    /// The list's part, laid out by `list`, then a rule and the pane on the right when
    /// it is open and the width allows. A pane that gains its room makes its screen then.
    public func layout(in bounds: Rect, list: (Rect) -> [Placement]) -> [Placement] {
        let room = bounds.width >= Self.minimumWidth
        if room != hasRoom {
            hasRoom = room
            // The room came with this frame's size: the screen is made after it.
            Task { [weak self] in self?.present() }
        }
        guard isShown else { return list(bounds) }
        let width = bounds.width * Self.configured.widthPercent / 100
        let frames = Stack.frames(.horizontal, [.fill, .fixed(1), .fixed(width)], in: bounds)
        return list(frames[0]) + [Placement(self, in: frames[1]), Placement(screen ?? waiting, in: frames[2])]
    }

    public func layout(in bounds: Rect) -> [Placement] { [] }

    /// The rule between the list and the pane, bright while the pane has the keys.
    public func render(in region: inout CanvasRegion) {
        region.fill(with: "│", style: isFocused ? Style(.accent) : Style(dim: true))
    }
}

/// What the previewed screen says of what its own keys did (a focused pane takes them),
/// on the list's status line.
extension PreviewPane: NoticeSource {
    public var notice: String? { screen?.notice }

    public func dismissNotice() {
        screen?.dismissNotice()
    }
}
