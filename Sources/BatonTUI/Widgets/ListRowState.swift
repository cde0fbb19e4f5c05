import Observation

/// What a list tells one of its rows: its index and whether it is selected. Observable, so
/// moving the selection renders the two rows it left and reached, not the list.
@MainActor
@Observable
public final class ListRowState {
    public let index: Int
    public internal(set) var isSelected: Bool

    init(index: Int, isSelected: Bool) {
        self.index = index
        self.isSelected = isSelected
    }
}
