import Baton

/// A screen made again on the next launch. It names itself in its descriptor and reads
/// that descriptor back; a module lists its restorable screens in a `ScreenRestoration`.
@MainActor
public protocol RestorableScreen: Screen {
    /// The name its descriptors carry: one per kind of screen, unique in its module.
    static var restoreName: String { get }
    /// The screen `descriptor` describes, its selection restored once its rows are there.
    /// An argument it does not take, lacks, or cannot show throws before anything is made.
    static func restored(from descriptor: ScreenDescriptor, environment: Environment,
                         navigator: any Navigator) throws(ScreenDescriptorError) -> Self
}
