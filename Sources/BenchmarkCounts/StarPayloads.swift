import Baton
import GitHub

/// The star counts' and benchmarks' payloads: what a repository screen's response
/// says of a repository's stars, and a star's optimistic response.
public enum StarPayloads {
    /// The repository screen's query for a repository of the viewer's.
    public static func query(_ name: String) -> RepositoryScreenQuery {
        RepositoryScreenQuery(owner: "mona", name: name)
    }

    /// Part of the repository screen's response: the repository's star fields alone.
    public static func repository(_ id: String, starred: Bool, count: Int) -> Payload {
        Payload(json: #"{"data":{"repository":{"id":"\#(id)","viewerHasStarred":\#(starred),"stargazerCount":\#(count)}}}"#)
    }

    /// A star's optimistic response: the repository starred, one star more.
    public static func optimisticStar(_ id: String, count: Int) -> AddStarMutation.OptimisticResponse {
        .init(addStar: .init(starrable: .init(__typename: "Repository", id: id, viewerHasStarred: true, stargazerCount: count)))
    }

    /// The star mutation of a repository.
    public static func star(_ id: String) -> AddStarMutation {
        AddStarMutation(input: .init(starrableId: id))
    }
}
