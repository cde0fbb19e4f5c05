import Baton
import BatonScreens
import BatonTUI
import Observation

/// What a pull request changed, opened from wherever it shows (its screen, a dashboard
/// section, a search, its diff, its files): `F` lists its files, `d` shows its diff in
/// the app's pager, or hands it to the person's diff pager (`pager.diff`) when the
/// configuration names one; either at one file when one was chosen. The fetch for that
/// program, or why nothing showed, is the screen's notice until the next key.
@MainActor
@Observable
final class PullRequestChanges: NoticeSource {
    private(set) var notice: String?
    @ObservationIgnored private let environment: Environment
    @ObservationIgnored private weak var navigator: (any Navigator)?
    /// What fetches the diff, here and on the screens opened from here.
    @ObservationIgnored private let rest: GitHubREST
    /// The person's diff pager; nil for the app's.
    @ObservationIgnored private let pager: DiffPager?
    /// The diff on its way to the person's diff pager; a newer one replaces it.
    @ObservationIgnored private var handing: Task<Void, Never>?

    /// Opens screens on `navigator`, fetches diffs through `rest`, and hands them to
    /// `pager`, the configuration's unless given.
    init(environment: Environment, navigator: (any Navigator)?, rest: GitHubREST = GitHubREST.connected,
         pager: DiffPager? = DiffPager.configured) {
        self.environment = environment
        self.navigator = navigator
        self.rest = rest
        self.pager = pager
    }

    func dismissNotice() {
        notice = nil
    }

    /// Binds `F` and `d` on a screen whose selected or shown issue or pull request
    /// `target` gives; an issue has neither, which the notice says.
    func bind(to keys: KeyMap, target: @escaping @MainActor () -> ConversationReference?) throws(KeyMapError) {
        try keys.bind(.files, description: Self.filesDescription) { [unowned self] in
            guard let target = target() else { return }
            guard target.isPullRequest else { return say("\(target.name) is an issue: only a pull request changes files") }
            showFiles(of: target.repository, number: target.number)
        }
        try keys.bind(.diff, description: diffDescription) { [unowned self] in
            guard let target = target() else { return }
            guard target.isPullRequest else { return say("\(target.name) is an issue: only a pull request has a diff") }
            showDiff(of: target.repository, number: target.number)
        }
    }

    /// Binds `F` on a screen of pull request `number` of `repository` (its diff).
    func bindFiles(to keys: KeyMap, of repository: RepositoryName, number: Int) throws(KeyMapError) {
        try keys.bind(.files, description: Self.filesDescription) { [unowned self] in showFiles(of: repository, number: number) }
    }

    /// Binds `d` on a screen of pull request `number` of `repository` (its files).
    func bindDiff(to keys: KeyMap, of repository: RepositoryName, number: Int) throws(KeyMapError) {
        try keys.bind(.diff, description: diffDescription) { [unowned self] in showDiff(of: repository, number: number) }
    }

    private static let filesDescription = "the files the pull request changes"

    private var diffDescription: String {
        pager.map { "the pull request's diff, in \($0.command)" } ?? "the pull request's diff"
    }

    func showFiles(of repository: RepositoryName, number: Int) {
        guard let navigator else { return }
        navigator.open(PullRequestFilesScreen(environment: environment, navigator: navigator, owner: repository.owner,
                                              name: repository.name, number: number, rest: rest))
    }

    /// The diff of pull request `number` of `repository`, at the file `path` names when
    /// one does: the app's pager opened there, or that file's part alone handed to the
    /// person's diff pager.
    func showDiff(of repository: RepositoryName, number: Int, at path: String? = nil) {
        guard let pager else {
            guard let navigator else { return }
            navigator.open(PullRequestDiffScreen(environment: environment, navigator: navigator, owner: repository.owner,
                                                 name: repository.name, number: number, path: path, rest: rest))
            return
        }
        let name = "\(repository.owner)/\(repository.name)#\(number)"
        notice = "Fetching the diff of \(name)…"
        handing?.cancel()
        let rest = rest
        handing = Task { [weak self] in
            let diff: String
            do throws(GitHubRESTError) {
                diff = try await rest.pullRequestDiff(owner: repository.owner, name: repository.name, number: number)
            } catch {
                guard let self, !Task.isCancelled else { return }
                notice = PullRequestDiffScreen.words(for: error, of: name).message
                return
            }
            guard let self, !Task.isCancelled else { return }
            var text = diff
            if let path {
                let document = DiffDocument(diff)
                if let file = document.fileIndex(path: path) { text = document.text(ofFile: file) }
            }
            notice = pager.show(text)
        }
    }

    private func say(_ words: String) {
        notice = words
    }
}
