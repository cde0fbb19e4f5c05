import Baton
import Observation

/// Stars and unstars repositories, optimistically: the marker and the count change in
/// the turn of the call, before anything is sent; the server's answer replaces them, and
/// a failure reverts them and leaves its reason in `failure`. A star puts the repository
/// at the top of the viewer's starred list and an unstar takes it out, in the same
/// layer, when the store holds that list. A toggle of a repository whose last toggle
/// is still in flight does nothing.
@MainActor
@Observable
final class Starring {
    /// What a toggle needs of a repository: its id and what the viewer sees of its star.
    struct Star {
        var id: String
        var name: String
        var isStarred: Bool
        var count: Int
    }

    /// Why the last toggle failed, in words; cleared by the next toggle.
    private(set) var failure: String?
    /// The repositories, by id, whose toggle waits for the server.
    private(set) var inFlight: Set<String> = []
    @ObservationIgnored private let addStar: AddStarMutation.Action
    @ObservationIgnored private let removeStar: RemoveStarMutation.Action
    @ObservationIgnored private let store: Store

    init(environment: Environment) {
        store = environment.store
        addStar = AddStarMutation.Action(environment: environment)
        removeStar = RemoveStarMutation.Action(environment: environment)
    }

    /// Stars the repository when the viewer has not, else unstars it. Returns whether a
    /// mutation was sent (none while this repository's last one is in flight).
    @discardableResult
    func toggle(_ star: Star) -> Bool {
        guard !inFlight.contains(star.id) else { return false }
        failure = nil
        inFlight.insert(star.id)
        let connections = starredListConnections
        // Immediate, so the optimistic layer lands before this call returns.
        Task.immediate { [self] in
            defer { inFlight.remove(star.id) }
            do {
                if star.isStarred {
                    let answer = RemoveStarMutation.OptimisticResponse.RemoveStar.Starrable(
                        __typename: "Repository", id: star.id, viewerHasStarred: false, stargazerCount: max(0, star.count - 1))
                    try await removeStar(input: RemoveStarInput(starrableId: star.id), connections: connections, optimistic: .init(removeStar: .init(starrable: answer)))
                } else {
                    let answer = AddStarMutation.OptimisticResponse.AddStar.Starrable(
                        __typename: "Repository", id: star.id, viewerHasStarred: true, stargazerCount: star.count + 1)
                    try await addStar(input: AddStarInput(starrableId: star.id), connections: connections, optimistic: .init(addStar: .init(starrable: answer)))
                }
            } catch {
                let reason = FailureDescription(Failure(classifying: error)).message
                failure = "Could not \(star.isStarred ? "unstar" : "star") \(star.name): \(reason)"
            }
        }
        return true
    }

    /// The viewer's starred list as the store holds it, read through its lens; none
    /// while that list was never loaded, so there is nothing to keep in step.
    private var starredListConnections: [String] {
        let query = ViewerRepositoriesScreenQuery()
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
