import Baton
import BatonTUI

/// One line of an inspector list: its text, its style, and what Enter on it opens.
struct InspectorRow: Hashable {
    /// What a row leads to.
    enum Target: Hashable {
        case type(String)
        case record(RecordKey)
    }

    let text: String
    var style: Style = .plain
    var target: Target?
}
