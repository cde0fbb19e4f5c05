/// A prepared selection as the ingest reads it per object: whether it is
/// abstract, and a concrete one's layout, held unmanaged in the plan's flat
/// table. Reading the selection and its layout out of the plan's arrays retained
/// and released each array and element, three pairs an object; the plan's
/// `prepared` holds them for the plan's life, so the table need not.
struct PreparedEntry {
    let isAbstract: Bool
    let selection: Unmanaged<PreparedSelection>
    /// The concrete selection's one type's layout; nil for an abstract one,
    /// whose object's `__typename` names its layout.
    let layout: Unmanaged<TypeLayout>?

    init(_ prepared: PreparedSelection) {
        isAbstract = prepared.isAbstract
        selection = Unmanaged.passUnretained(prepared)
        layout = prepared.isAbstract ? nil : prepared.layouts.first.map { Unmanaged.passUnretained($0) }
    }
}
