import BatonTUI

extension Pager.Document {
    /// The document laid out to its end, as a test counts its lines and sections.
    var whole: Pager.Document {
        layOut(through: .max)
        return self
    }
}
