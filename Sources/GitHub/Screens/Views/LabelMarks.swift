import BatonTUI

/// An issue's or a pull request's labels as rows and headers draw them: each name in
/// brackets, in the terminal color nearest its GitHub color (none under `NO_COLOR`, where
/// the brackets still set it apart).
@MainActor
struct LabelMarks {
    struct Mark: Equatable {
        let text: String
        let color: Color?
    }

    let marks: [Mark]

    init(_ labels: LabelList_labelable) {
        marks = (labels.labels?.nodes ?? .empty).map { Mark(text: "[\($0.name)]", color: nearestColor($0.color)) }
    }
}
