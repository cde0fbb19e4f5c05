import BatonTUI
import Observation

/// The query line of a search screen: Enter searches for what it holds, Esc puts back
/// the query searched (or leaves the screen before any), `/` focuses it again. The
/// screen lays it out above its results, or its empty state once a search was made.
@MainActor
@Observable
final class SearchInput {
    /// The query the results are for; empty before the first search.
    private(set) var query = ""
    @ObservationIgnored let field: TextInput
    @ObservationIgnored private let onSearch: @MainActor (String) -> Void
    @ObservationIgnored private let onLeave: @MainActor () -> Void

    /// `onSearch` gets each query trimmed, `onLeave` is called on Esc before any search.
    init(prompt: String, hint: String,
         onSearch: @escaping @MainActor (String) -> Void, onLeave: @escaping @MainActor () -> Void) {
        field = TextInput(prompt: prompt, hint: hint)
        self.onSearch = onSearch
        self.onLeave = onLeave
        field.onSubmit = { [unowned self] text in search(text) }
        field.onCancel = { [unowned self] in cancel() }
    }

    var isEditing: Bool { field.isFocused }

    func edit() {
        field.isFocused = true
    }

    /// Searches for `text` unless it is blank.
    func search(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        field.isFocused = false
        // The line keeps what was typed, a trailing space too, so that `/` adds to it;
        // a search made without typing (a saved one, a relaunch) is written into it.
        if field.text.trimmingCharacters(in: .whitespaces) != trimmed { field.text = trimmed }
        query = trimmed
        onSearch(trimmed)
    }

    private func cancel() {
        if query.isEmpty {
            onLeave()
        } else {
            field.text = query
            field.isFocused = false
        }
    }

    /// The line, then the results under their heading (and the columns' headings, when
    /// the rows have columns) once there are any, else the empty state once a search was made.
    func layout(heading: any View, columnHeading: (any View)?, results: any View, emptyState: any View,
                hasResults: Bool) -> [Stack.Item] {
        var items: [Stack.Item] = [.init(field, .fixed(1)), .gap()]
        if hasResults {
            items.append(.init(heading, .fixed(1)))
            if let columnHeading { items.append(.init(columnHeading, .fixed(1))) }
            items.append(.init(results))
        } else if !query.isEmpty {
            items.append(.init(emptyState))
        }
        return items
    }
}
