/// Something a screen does that may leave a word for the status bar: a failed star or
/// page load, a link copied. A screen lists its sources; the first with a notice speaks.
@MainActor
public protocol NoticeSource: AnyObject {
    /// The word for the status bar, or nil. Observed, so the bar follows it.
    var notice: String? { get }
    /// Lets the notice go, before the next key that acts on the screen.
    func dismissNotice()
}
