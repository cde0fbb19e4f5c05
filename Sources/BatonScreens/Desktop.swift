import BatonTUI

/// What leaves the app for the person's desktop: a link opened in their browser, text
/// put on their clipboard, a draft written in their editor, a command of their own run
/// in the terminal (a pager given text to show). Each answers in words for the status line, what happened or why
/// nothing could, or how it ended. The app installs the terminal's at launch; a test,
/// a recording one.
@MainActor
public protocol Desktop: AnyObject {
    func open(_ url: String) -> String
    func copy(_ text: String) -> String
    func edit(_ draft: String) -> DraftEdit
    /// Runs `command` through `sh -c`, the terminal lent to it until it ends; `input`,
    /// when given, is its standard input.
    func run(_ command: String, input: String?) throws(ForegroundJob.Failure) -> ForegroundJob.End
}

/// A draft back from the person's editor, or why it is as it was.
public enum DraftEdit: Equatable, Sendable {
    case edited(String)
    case kept(because: String)
}

/// The desktop the screens hand links to: none until the app installs one.
@MainActor
public enum Desktops {
    public static var current: any Desktop = Unavailable()

    private final class Unavailable: Desktop {
        func open(_ url: String) -> String { "Cannot open \(url) from here" }
        func copy(_ text: String) -> String { "Cannot copy from here" }
        func edit(_ draft: String) -> DraftEdit { .kept(because: "No editor can be opened from here") }
        func run(_ command: String, input: String?) throws(ForegroundJob.Failure) -> ForegroundJob.End {
            throw ForegroundJob.Failure(reason: "no terminal to run it in")
        }
    }
}
