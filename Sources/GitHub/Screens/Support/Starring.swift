import Baton
import Observation

/// Stars and unstars one repository, optimistically: the marker and the count change in
/// the turn of the call, before anything is sent; the server's answer replaces them, and
/// a failure reverts them and leaves its reason in `failure`. A toggle while the last
/// one is in flight does nothing.
@MainActor
@Observable
final class Starring {
    /// Why the last toggle failed, in words; cleared by the next toggle.
    private(set) var failure: String?
    @ObservationIgnored private let addStar: AddStarMutation.Action
    @ObservationIgnored private let removeStar: RemoveStarMutation.Action

    init(environment: Environment) {
        addStar = AddStarMutation.Action(environment: environment)
        removeStar = RemoveStarMutation.Action(environment: environment)
    }

    var isInFlight: Bool { addStar.isInFlight || removeStar.isInFlight }

    /// Stars the repository when the viewer has not, else unstars it. Returns whether a
    /// mutation was sent (none while one is in flight).
    @discardableResult
    func toggle(_ star: StarButton_repository, name: String) -> Bool {
        guard !isInFlight else { return false }
        failure = nil
        let id = star.id
        let starred = star.viewerHasStarred
        let count = star.stargazerCount
        // Immediate, so the optimistic layer lands before this call returns.
        Task.immediate { [self] in
            do {
                if starred {
                    let answer = RemoveStarMutation.OptimisticResponse.RemoveStar.Starrable(
                        __typename: "Repository", id: id, viewerHasStarred: false, stargazerCount: max(0, count - 1))
                    try await removeStar(input: RemoveStarInput(starrableId: id), optimistic: .init(removeStar: .init(starrable: answer)))
                } else {
                    let answer = AddStarMutation.OptimisticResponse.AddStar.Starrable(
                        __typename: "Repository", id: id, viewerHasStarred: true, stargazerCount: count + 1)
                    try await addStar(input: AddStarInput(starrableId: id), optimistic: .init(addStar: .init(starrable: answer)))
                }
            } catch {
                let reason = FailureDescription(Failure(classifying: error)).message
                failure = "Could not \(starred ? "unstar" : "star") \(name): \(reason)"
            }
        }
        return true
    }
}
