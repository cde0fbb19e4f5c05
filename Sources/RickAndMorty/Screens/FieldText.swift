import Baton
import BatonScreens

/// What a view shows for one scalar field of a lens: its value; when it reads null
/// with a field error, the error (a field is asked for its error only when it reads
/// null, the one case it can hold one); else what stands for a null.
struct FieldText {
    let text: String
    /// Whether the text is the server's error for the field.
    let isError: Bool

    @MainActor
    init(_ value: String?, of lens: some Lens, field: String, null: String) {
        if let value {
            text = value
            isError = false
        } else if let error = lens.fieldError(for: field) {
            text = error.inWords
            isError = true
        } else {
            text = null
            isError = false
        }
    }
}
