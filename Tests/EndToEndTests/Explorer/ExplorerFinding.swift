/// Something the explorer saw go wrong, after the step at `step`, with the screen then.
struct ExplorerFinding: Error, Equatable, CustomStringConvertible {
    enum Kind: Equatable {
        /// The app ended by itself: a trap (a broken store invariant among them) or an exit.
        case ended(status: Int)
        /// Ctrl-C did not end the app.
        case stayedAfterQuit
        /// An image file failed SQLite's integrity check or lost its format's mark.
        case imageDamaged
        /// The relaunch did not draw the screen the quit left.
        case relaunchDiffers
        /// An optimistic layer was still applied after every request had its answer.
        case optimisticLayerLeft
        /// The store held a value for a record that the server never sent for it.
        case valueNotSent
        /// A key the app binds did nothing: F12 opened no debug pane, Tab gave it no keys,
        /// `e` on it wrote no export.
        case keyIgnored
    }

    let kind: Kind
    let step: Int
    let detail: String
    let screen: [String]

    /// A finding of the same kind: what shrinking keeps failing on.
    func sameKind(as other: ExplorerFinding) -> Bool {
        kind == other.kind
    }

    var description: String {
        "after step \(step + 1): \(detail)\n" + screen.joined(separator: "\n")
    }
}
