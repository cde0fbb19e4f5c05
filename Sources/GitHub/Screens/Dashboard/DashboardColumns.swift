/// Which columns a row of a given width shows and where each starts: every column not
/// hidden, less those dropped (in `DashboardColumn.dropOrder`) until the title keeps
/// `minimumTitleWidth`. The heading and every row compute the same, so they line up.
struct DashboardColumns: Equatable {
    /// A column and the cell it starts at.
    struct Placed: Equatable {
        let column: DashboardColumn
        let x: Int
    }

    /// The fewest cells the title keeps before another column is dropped.
    static let minimumTitleWidth = 24
    static let leadingOrder: [DashboardColumn] = [.repository, .number, .state]
    static let trailingOrder: [DashboardColumn] = [.review, .checks, .author, .comments, .updated]

    /// The columns left of the title, in order.
    let leading: [Placed]
    let titleX: Int
    let titleWidth: Int
    /// The columns right of the title, in order.
    let trailing: [Placed]
    /// Whether labels follow the title in its room.
    let showsLabels: Bool

    init(width: Int, start: Int, hidden: Set<DashboardColumn>) {
        var shown = Set(DashboardColumn.allCases).subtracting(hidden)
        for column in DashboardColumn.dropOrder where width - start - shown.reduce(0, { $0 + $1.width }) < Self.minimumTitleWidth {
            shown.remove(column)
        }
        var x = start
        var leading: [Placed] = []
        for column in Self.leadingOrder where shown.contains(column) {
            leading.append(Placed(column: column, x: x))
            x += column.width
        }
        let trailingWidth = Self.trailingOrder.filter(shown.contains).reduce(0) { $0 + $1.width }
        titleX = x
        titleWidth = max(0, width - x - trailingWidth)
        x += titleWidth
        var trailing: [Placed] = []
        for column in Self.trailingOrder where shown.contains(column) {
            trailing.append(Placed(column: column, x: x))
            x += column.width
        }
        self.leading = leading
        self.trailing = trailing
        showsLabels = shown.contains(.labels)
    }

    /// Every column shown with its start, left to right.
    var placed: [Placed] { leading + trailing }
}
