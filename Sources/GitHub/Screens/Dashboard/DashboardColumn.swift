/// A column of a dashboard section's rows, as `defaults.layout.hide` names it. The title
/// is no column here: it is never hidden or dropped, and takes the room the others leave.
public enum DashboardColumn: String, CaseIterable, Sendable {
    case repository
    case number
    case state
    case labels
    case review
    case checks
    case author
    case comments
    case updated

    /// The columns `defaults.layout.hide` hides, set once at launch.
    @MainActor public static var hidden: Set<DashboardColumn> = []

    /// Its heading above the rows.
    var heading: String {
        switch self {
        case .repository: "Repository"
        case .number: "#"
        case .state: "State"
        case .labels: "Labels"
        case .review: "Review"
        case .checks: "Checks"
        case .author: "Author"
        case .comments: "💬"
        case .updated: "Updated"
        }
    }

    /// Its width with the space after it; labels have none of their own, being drawn in
    /// what the title leaves.
    var width: Int {
        switch self {
        case .repository: 26
        case .number: 7
        case .state: 8
        case .labels: 0
        case .review: 10
        case .checks: 9
        case .author: 16
        case .comments: 5
        case .updated: 9
        }
    }

    /// On a narrow row, the columns give their room to the title in this order.
    static let dropOrder: [DashboardColumn] = [.labels, .comments, .author, .checks, .review, .updated, .repository, .state, .number]
}
