import Baton

extension Lens {
    /// The field errors the server sent for the lens's record, by field name, so a
    /// row can say in place why a field it shows is empty. Read beside the fields
    /// themselves, whose reads register the row for the change that brings them.
    @MainActor
    func fieldErrors(in store: Store) -> [String: FieldError] {
        guard let record = store.record(for: recordID) else { return [:] }
        var errors: [String: FieldError] = [:]
        for field in record.storedFields {
            guard let error = field.error else { continue }
            errors[field.storageKey] = error
        }
        return errors
    }
}
