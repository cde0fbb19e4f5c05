/// What one of the host's observations read, for a model that keeps something per read
/// until the observation ends: Baton's records keep a registrar, which an ended
/// observation leaves holding its emptied tables, and let it go once no observation that
/// read them is left. The host runs each layout and render inside one it makes, and
/// ends it when the observation ends: at a change, at the next layout or render, or when
/// the view leaves the tree.
@MainActor
public protocol ObservedReads: AnyObject {
    /// Runs `body`, its reads this observation's.
    func run<Result>(_ body: () -> Result) -> Result
    /// The observation ended: nothing it read is read by it any more.
    func end()
}
