import Baton
import BatonScreens
import Observation

/// Stars and unstars repositories, optimistically: the marker and the count change in
/// the turn of the call, before anything is sent; the server's answer replaces them, and
/// a failure reverts them and leaves its reason in `notice`. A star puts the repository
/// at the top of the viewer's starred list and an unstar takes it out, and the list's
/// count follows, in the same layer, when the store holds that list. A toggle of a
/// repository whose last toggle is still in flight does nothing.
///
/// When the outcome is not known (the answer timed out, was cut off or could not be
/// read, or came back with an error in place of the repository) the server may have
/// applied the toggle: that is said, and the repository is fetched again so the
/// screen shows what the server holds.
@MainActor
@Observable
final class Starring: NoticeSource {
    /// What a toggle needs of a repository: its id and what the viewer sees of its star.
    struct Star {
        var id: String
        var name: String
        var isStarred: Bool
        var count: Int
    }

    /// Why the last toggle failed, in words; cleared by the next toggle.
    private(set) var notice: String?

    /// Lets the last failure go: `r` fetched the screen again, which says what stands now.
    func dismissNotice() {
        notice = nil
    }

    /// The repositories, by id, whose toggle waits for the server.
    private(set) var inFlight: Set<String> = []
    @ObservationIgnored private let addStar: AddStarMutation.Action
    @ObservationIgnored private let removeStar: RemoveStarMutation.Action
    @ObservationIgnored private let environment: Environment
    @ObservationIgnored private var store: Store { environment.store }

    init(environment: Environment) {
        self.environment = environment
        addStar = AddStarMutation.Action(environment: environment)
        removeStar = RemoveStarMutation.Action(environment: environment)
    }

    /// Stars the repository when the viewer has not, else unstars it. Returns whether a
    /// mutation was sent (none while this repository's last one is in flight).
    @discardableResult
    func toggle(_ star: Star) -> Bool {
        guard !inFlight.contains(star.id) else { return false }
        notice = nil
        inFlight.insert(star.id)
        let connections = starredListConnections
        // Immediate, so the optimistic layer lands before this call returns.
        Task.immediate { [self] in
            defer { inFlight.remove(star.id) }
            let missing: String?
            do {
                if star.isStarred {
                    let answer = RemoveStarMutation.OptimisticResponse.RemoveStar.Starrable(
                        __typename: "Repository", id: star.id, viewerHasStarred: false, stargazerCount: max(0, star.count - 1))
                    let data = try await removeStar(input: RemoveStarInput(starrableId: star.id), connections: connections,
                                                    optimistic: .init(removeStar: .init(starrable: answer)),
                                                    updater: ListCount.updater(moving: Self.counts(connections), by: -1) { $0.removeStar?.starrable != nil })
                    missing = data.removeStar?.starrable == nil ? Self.error(in: data, data.removeStar, "removeStar") : nil
                } else {
                    let answer = AddStarMutation.OptimisticResponse.AddStar.Starrable(
                        __typename: "Repository", id: star.id, viewerHasStarred: true, stargazerCount: star.count + 1)
                    let data = try await addStar(input: AddStarInput(starrableId: star.id), connections: connections,
                                                 optimistic: .init(addStar: .init(starrable: answer)),
                                                 updater: ListCount.updater(moving: Self.counts(connections), by: 1) { $0.addStar?.starrable != nil })
                    missing = data.addStar?.starrable == nil ? Self.error(in: data, data.addStar, "addStar") : nil
                }
            } catch {
                let failure = Failure(classifying: error)
                let reason = FailureWords(failure, advice: .gitHub).message
                guard failure.mayHaveBeenApplied else {
                    self.notice = "Could not \(star.isStarred ? "unstar" : "star") \(star.name): \(reason)"
                    return
                }
                await refresh(star, because: reason)
                return
            }
            if let missing { await refresh(star, because: "GitHub answered with an error: \(missing)") }
        }
        return true
    }

    /// The error the answer carried for its payload or its repository, in words.
    private static func error(in data: some Lens, _ payload: (some Lens)?, _ field: String) -> String {
        (payload?.fieldError(for: "starrable") ?? data.fieldError(for: field))?.message ?? "no repository in its answer"
    }

    /// Says that the toggle's outcome is not known and fetches the repository again, so
    /// the screen shows whether the server starred it.
    private func refresh(_ star: Star, because reason: String) async {
        let verb = star.isStarred ? "unstarred" : "starred"
        notice = "Not known whether \(star.name) was \(verb) (\(reason)); refreshing it"
        guard let name = RepositoryName(star.name) else { return }
        do {
            let repository = try await environment.fetch(RepositoryScreenQuery(owner: name.owner, name: name.name, count: PageSize.configured),
                                                         policy: .networkOnly).repository?.starButton
            let now = repository.map { $0.viewerHasStarred ? "starred" : "not starred" } ?? "gone"
            notice = "Not known whether \(star.name) was \(verb) (\(reason)); refreshed: \(now)"
        } catch {
            notice = "Not known whether \(star.name) was \(verb) (\(reason)), and it could not be refreshed: "
                + FailureWords(Failure(classifying: error), advice: .gitHub).message
        }
    }

    /// Each starred list's `totalCount`, which a star or an unstar moves with its edges.
    private static func counts(_ connections: [String]) -> [ListCount] {
        connections.map { ListCount(record: RecordKey($0), field: "totalCount") }
    }

    /// The viewer's starred list as the store holds it, read through its lens; none
    /// while that list was never loaded, so there is nothing to keep in step.
    private var starredListConnections: [String] {
        let query = ViewerRepositoriesScreenQuery(count: PageSize.configured)
        guard store.isAvailable(query) else { return [] }
        return [store.data(of: query).viewer.starredList.starredRepositories.connectionID]
    }
}

extension Starring.Star {
    @MainActor
    init(_ button: StarButton_repository, name: String) {
        self.init(id: button.id, name: name, isStarred: button.viewerHasStarred, count: button.stargazerCount)
    }

    @MainActor
    init(_ row: RepositoryRow_repository) {
        self.init(id: row.id, name: row.nameWithOwner, isStarred: row.viewerHasStarred, count: row.stargazerCount)
    }
}
