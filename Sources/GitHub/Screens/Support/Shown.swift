import BatonTUI

/// What the store holds of the one thing a screen is about (a repository, an issue):
/// nothing yet, the thing, or the answer that GitHub has none.
enum Shown<Value: Equatable>: Equatable {
    case nothing
    case value(Value)
    case missing

    /// What `data` says, read by `thing`: nothing without data, else the thing or its absence.
    init<Data>(_ data: Data?, _ thing: (Data) -> Value?) {
        guard let data else {
            self = .nothing
            return
        }
        self = thing(data).map(Shown.value) ?? .missing
    }

    var value: Value? {
        if case .value(let value) = self { value } else { nil }
    }

    /// `emptyState` (loading, or why not) before an answer, `missing` after one without
    /// the thing, else what `shown` lays out.
    @MainActor
    func layout(in bounds: Rect, emptyState: any View, missing: any View,
                shown: (Value) -> [Placement]) -> [Placement] {
        switch self {
        case .nothing: [Placement(emptyState, in: bounds)]
        case .missing: [Placement(missing, in: bounds)]
        case .value(let value): shown(value)
        }
    }
}
