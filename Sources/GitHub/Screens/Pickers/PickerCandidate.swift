import BatonTUI

/// One choice of a picker, a label or a user: what the item would have, as the row says it.
struct PickerCandidate: Equatable {
    let id: String
    /// "bug", "@mona".
    let text: String
    /// A label's description, a user's name.
    let detail: String?
    /// A label's own color.
    let color: Color?
    /// What the item's list keeps of it besides its id, for the answer shown before
    /// GitHub's.
    let stored: Stored

    enum Stored: Equatable {
        /// A label's name and color as GitHub writes them ("bug", "d73a4a").
        case label(name: String, color: String)
        case user(login: String)
    }

    /// A user, by login ("@mona") and name.
    static func user(id: String, login: String, name: String?) -> PickerCandidate {
        PickerCandidate(id: id, text: "@" + login, detail: name, color: nil, stored: .user(login: login))
    }

    /// `users` with the viewer (`viewer` their id) first: the one a person picks most.
    static func viewerFirst(_ users: [PickerCandidate], viewer: String) -> [PickerCandidate] {
        users.filter { $0.id == viewer } + users.filter { $0.id != viewer }
    }

    /// Whether `filter`'s words are each in its text or its detail, any case.
    func matches(_ filter: String) -> Bool {
        Self.contains(text + " " + (detail ?? ""), filter)
    }

    /// Whether `filter`'s words are each in its text alone.
    func matchesText(_ filter: String) -> Bool {
        Self.contains(text, filter)
    }

    private static func contains(_ haystack: String, _ filter: String) -> Bool {
        let haystack = haystack.lowercased()
        return filter.lowercased().split(separator: " ").allSatisfy { haystack.contains($0) }
    }
}

/// A picker's row: a candidate, and whether the item has it.
struct PickerRow: Equatable {
    let candidate: PickerCandidate
    let isChosen: Bool
}
