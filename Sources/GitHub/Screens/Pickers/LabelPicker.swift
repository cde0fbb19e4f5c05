import Baton

/// `L` on an issue or a pull request: its labels picked from the repository's.
typealias LabelPicker = PickerScreen<LabelPickerKind>

@MainActor
enum LabelPickerKind: PickerKind {
    static let noun = "labels"

    static func query(owner: String, name: String, id: String) -> LabelPickerQuery {
        LabelPickerQuery(owner: owner, name: name, id: id)
    }

    static func candidates(in data: LabelPickerQuery.Data) -> [PickerCandidate] {
        (data.repository?.labels?.nodes ?? .empty).map { label in
            PickerCandidate(id: label.id, text: label.name, detail: label.description, color: nearestColor(label.color),
                            stored: .label(name: label.name, color: label.color))
        }
    }

    static func chosen(in data: LabelPickerQuery.Data) -> [PickerCandidate]? {
        guard let labels = data.node?.asIssue?.labelList ?? data.node?.asPullRequest?.labelList else { return nil }
        return (labels.labels?.nodes ?? .empty).map { label in
            PickerCandidate(id: label.id, text: label.name, detail: nil, color: nearestColor(label.color),
                            stored: .label(name: label.name, color: label.color))
        }
    }

    static func toggle(_ candidate: PickerCandidate, adding: Bool, chosen: [PickerCandidate], on target: ActionTarget,
                       through actions: ConversationActions) {
        let labels = (adding ? chosen + [candidate] : chosen.filter { $0.id != candidate.id }).compactMap { label in
            if case let .label(name, color) = label.stored { (id: label.id, name: name, color: color) } else { nil }
        }
        let typename = target.isPullRequest ? "PullRequest" : "Issue"
        if adding {
            let answer = AddLabelsMutation.OptimisticResponse.AddLabelsToLabelable.Labelable(
                __typename: typename, id: target.id, labels: .init(nodes: labels.map { .init(id: $0.id, name: $0.name, color: $0.color) }))
            actions.send(AddLabelsMutation(input: AddLabelsToLabelableInput(labelIds: [candidate.id], labelableId: target.id)),
                         "label", on: target, part: candidate.id,
                         optimistic: AddLabelsMutation.OptimisticResponse(addLabelsToLabelable: .init(labelable: answer)).payload,
                         field: "addLabelsToLabelable") { $0.addLabelsToLabelable?.labelable != nil }
        } else {
            let answer = RemoveLabelsMutation.OptimisticResponse.RemoveLabelsFromLabelable.Labelable(
                __typename: typename, id: target.id, labels: .init(nodes: labels.map { .init(id: $0.id, name: $0.name, color: $0.color) }))
            actions.send(RemoveLabelsMutation(input: RemoveLabelsFromLabelableInput(labelIds: [candidate.id], labelableId: target.id)),
                         "unlabel", on: target, part: candidate.id,
                         optimistic: RemoveLabelsMutation.OptimisticResponse(removeLabelsFromLabelable: .init(labelable: answer)).payload,
                         field: "removeLabelsFromLabelable") { $0.removeLabelsFromLabelable?.labelable != nil }
        }
    }
}
