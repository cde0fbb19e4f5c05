import Baton

/// What a picker picks (labels, assignees): the query of the candidates and of what the
/// item has, and the mutations that add one and take one away.
@MainActor
protocol PickerKind {
    associatedtype Query: Baton.Query
    /// "labels", "assignees", in the screen's words.
    static var noun: String { get }
    static func query(owner: String, name: String, id: String) -> Query
    /// The candidates in the order the list shows them.
    static func candidates(in data: Query.Data) -> [PickerCandidate]
    /// What the item has now; nil when GitHub has no such item.
    static func chosen(in data: Query.Data) -> [PickerCandidate]?
    /// Adds `candidate` to what the item has (`chosen`), or takes it away, through `actions`.
    static func toggle(_ candidate: PickerCandidate, adding: Bool, chosen: [PickerCandidate], on target: ActionTarget,
                       through actions: ConversationActions)
}
