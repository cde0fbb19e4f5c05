import BatonScreens
import BatonTUI
import Observation

/// `o`, `y` and `Y` on a GitHub screen: what is in front of the person (a repository,
/// an issue, a pull request) opened in their browser, or its link or its short name
/// copied; what happened is the screen's notice until the next key.
@MainActor
@Observable
final class Handoff: NoticeSource {
    /// A thing on GitHub: its page, and the name people paste (`owner/name`, `owner/name#12`).
    struct Link {
        let url: String
        let reference: String

        /// A repository at the page GitHub gives for it.
        static func repository(_ nameWithOwner: String, url: String) -> Link {
            Link(url: url, reference: nameWithOwner)
        }

        /// An issue or a pull request (they share their numbers and their short name), or
        /// a comment on one, at the page GitHub gives for it.
        static func numbered(_ number: Int, of nameWithOwner: String, url: String) -> Link {
            Link(url: url, reference: "\(nameWithOwner)#\(number)")
        }
    }

    private(set) var notice: String?
    @ObservationIgnored private let link: @MainActor () -> Link?

    /// `link` gives what the keys act on now; nil when nothing is shown yet.
    init(_ link: @escaping @MainActor () -> Link?) {
        self.link = link
    }

    /// Binds the three keys; `what` names the thing in the help ("the repository").
    func bind(to keys: KeyMap, what: String) throws(KeyMapError) {
        try keys.bind(.openInBrowser, description: "open \(what) in the browser") { [unowned self] in
            hand { Desktops.current.open($0.url) }
        }
        try keys.bind(.copyLink, description: "copy the link of \(what)") { [unowned self] in
            hand { Desktops.current.copy($0.url) }
        }
        try keys.bind(.copyReference, description: "copy the name of \(what), owner/name#12") { [unowned self] in
            hand { Desktops.current.copy($0.reference) }
        }
    }

    func dismissNotice() {
        notice = nil
    }

    private func hand(_ action: (Link) -> String) {
        guard let link = link() else { return }
        notice = action(link)
    }
}
