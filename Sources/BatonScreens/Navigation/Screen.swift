import BatonTUI

/// One screen of a navigation stack: a view that answers its own keys, says what it is
/// called, which keys it takes and how its data stands. The shell draws the title, the
/// status bar and the help overlay from these, so every screen looks and behaves alike.
///
/// A screen holds what it shows (a handle's retention, for one made over a store) from
/// its creation until `close()`, which the stack calls when the screen leaves it.
@MainActor
public protocol Screen: View, KeyHandling {
    /// The screen's name in the title line and the trail of screens behind it.
    var title: String { get }
    /// The screen's own keys, listed by the help overlay after the shell's.
    var helpLines: [String] { get }
    /// How the data shown stands; observed, so the status bar follows it.
    var status: ScreenStatus { get }
    /// What may have a word for the status bar, first speaker first: the screen's
    /// actions (a star, a page load, a copied link). The notice defaults to theirs.
    var noticeSources: [any NoticeSource] { get }
    /// A one-line message for the status bar (a failed action's reason), or nil.
    var notice: String? { get }
    /// Lets the notice go: the shell calls it before the next key that acts on the screen.
    func dismissNotice()
    /// When the server last answered for what the screen shows, by the store's clock;
    /// nil before it has, or for a screen with nothing fetched. Observed.
    var fetchTime: ContinuousClock.Instant? { get }
    /// Whether keys go to the screen first (a text field, a focused preview), so the
    /// shell's single-letter keys (`q`, `1`, `2`, `?`) type or scroll instead.
    var capturesText: Bool { get }
    /// Whether a question waits on the status line (before a close, a merge): it takes
    /// the next key wherever the focus is, so that it is answered or cancelled before
    /// the person moves on and never stays asking over another tab.
    var asksQuestion: Bool { get }
    /// What makes this screen again on the next launch, or nil for a screen that is
    /// not restored (the stack is restored up to the first such screen).
    var descriptor: ScreenDescriptor? { get }
    /// Puts back what the person wrote here earlier and did not send (a descriptor's
    /// `drafts`), and the composer they had open on one.
    func restoreDrafts(_ drafts: [String: String], composing: String?)
    /// The values of what the screen has selected, by name (`RepoNameWithOwner`,
    /// `Number`, `Url`), for the person's own commands to fill in; empty when nothing is.
    var commandValues: [String: String] { get }
    /// Fetches what the screen shows again, whatever its state (the `r` key).
    func retry()
    /// Lets go of what the screen holds; called once, when it leaves the stack.
    func close()
}

extension Screen {
    public var noticeSources: [any NoticeSource] { [] }
    /// The first source's notice that has one.
    public var notice: String? { noticeSources.lazy.compactMap(\.notice).first }
    /// Every source's notice goes, so an older one does not show up from behind.
    public func dismissNotice() { noticeSources.forEach { $0.dismissNotice() } }
    /// A screen draws through the views it places; it has nothing of its own to draw.
    public func render(in region: inout CanvasRegion) {}
    public var fetchTime: ContinuousClock.Instant? { nil }
    public var capturesText: Bool { false }
    public var asksQuestion: Bool { false }
    public var descriptor: ScreenDescriptor? { nil }
    /// A screen where nothing is written has nothing to put back.
    public func restoreDrafts(_ drafts: [String: String], composing: String?) {}
    public var commandValues: [String: String] { [:] }
}
