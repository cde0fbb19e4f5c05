import Baton

/// `a` on an issue or a pull request: who is assigned, picked from the repository's
/// assignable users, the viewer first.
typealias AssigneePicker = PickerScreen<AssigneePickerKind>

@MainActor
enum AssigneePickerKind: PickerKind {
    static let noun = "assignees"

    static func query(owner: String, name: String, id: String) -> AssigneePickerQuery {
        AssigneePickerQuery(owner: owner, name: name, id: id)
    }

    static func candidates(in data: AssigneePickerQuery.Data) -> [PickerCandidate] {
        let users = (data.repository?.assignableUsers.nodes ?? .empty).map { PickerCandidate.user(id: $0.id, login: $0.login, name: $0.name) }
        return PickerCandidate.viewerFirst(users, viewer: data.viewer.id)
    }

    static func chosen(in data: AssigneePickerQuery.Data) -> [PickerCandidate]? {
        guard let assignees = data.node?.asIssue?.assigneeList ?? data.node?.asPullRequest?.assigneeList else { return nil }
        return (assignees.assignees.nodes ?? .empty).map { PickerCandidate.user(id: $0.id, login: $0.login, name: nil) }
    }

    static func toggle(_ candidate: PickerCandidate, adding: Bool, chosen: [PickerCandidate], on target: ActionTarget,
                       through actions: ConversationActions) {
        let users = (adding ? chosen + [candidate] : chosen.filter { $0.id != candidate.id }).compactMap { user in
            if case let .user(login) = user.stored { (id: user.id, login: login) } else { nil }
        }
        let typename = target.isPullRequest ? "PullRequest" : "Issue"
        if adding {
            let answer = AddAssigneesMutation.OptimisticResponse.AddAssigneesToAssignable.Assignable(
                __typename: typename, id: target.id,
                assignees: .init(totalCount: users.count, nodes: users.map { .init(id: $0.id, login: $0.login) }))
            actions.send(AddAssigneesMutation(input: AddAssigneesToAssignableInput(assignableId: target.id, assigneeIds: [candidate.id])),
                         "assign", on: target, part: candidate.id,
                         optimistic: AddAssigneesMutation.OptimisticResponse(addAssigneesToAssignable: .init(assignable: answer)).payload,
                         field: "addAssigneesToAssignable") { $0.addAssigneesToAssignable?.assignable != nil }
        } else {
            let answer = RemoveAssigneesMutation.OptimisticResponse.RemoveAssigneesFromAssignable.Assignable(
                __typename: typename, id: target.id,
                assignees: .init(totalCount: users.count, nodes: users.map { .init(id: $0.id, login: $0.login) }))
            actions.send(RemoveAssigneesMutation(input: RemoveAssigneesFromAssignableInput(assignableId: target.id, assigneeIds: [candidate.id])),
                         "unassign", on: target, part: candidate.id,
                         optimistic: RemoveAssigneesMutation.OptimisticResponse(removeAssigneesFromAssignable: .init(assignable: answer)).payload,
                         field: "removeAssigneesFromAssignable") { $0.removeAssigneesFromAssignable?.assignable != nil }
        }
    }
}
