/// The key path of each slot index's invalidation channel, built once per index
/// and shared by every record: building a subscript key path costs far more than
/// loading a cached one, so a read never builds one.
@MainActor
enum ObservationChannels {
    private static var built: [KeyPath<Record, Void>] = []
    private static var rendered: [KeyPath<Record, Void>] = []

    static func keyPath(_ index: Int32) -> KeyPath<Record, Void> {
        if index >= 0 {
            let i = Int(index)
            if i < built.count { return built[i] }
            while built.count <= i {
                built.append(\Record.[channel: Int32(built.count)])
            }
            return built[i]
        }
        let n = Int(Slot.renderedNumber(index))
        if n < rendered.count { return rendered[n] }
        while rendered.count <= n {
            rendered.append(\Record.[channel: Slot.renderedIndex(Int32(rendered.count))])
        }
        return rendered[n]
    }
}
