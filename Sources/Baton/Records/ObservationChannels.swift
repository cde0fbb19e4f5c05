/// The key path of each slot index's invalidation channel, built once per index
/// and shared by every record: building a subscript key path costs far more than
/// loading a cached one, so a read never builds one.
///
/// The paths live for the process, held unmanaged, so that a read lends its
/// path to the registrar without a retain and a release; the tables are read
/// without exclusivity checks, being only grown on the main actor.
@MainActor
enum ObservationChannels {
    @exclusivity(unchecked) private static var built: [Unmanaged<KeyPath<Record, Void>>] = []
    @exclusivity(unchecked) private static var rendered: [Unmanaged<KeyPath<Record, Void>>] = []

    static func keyPath(_ index: Int32) -> KeyPath<Record, Void> {
        channel(index).takeUnretainedValue()
    }

    /// Registers a read of the slot index's channel with the record, counted for the
    /// scope running (`ReadScope`).
    @inline(__always)
    static func access(_ record: Record, _ index: Int32) {
        ReadScope.noteRead(of: record)
        record.access(channel(index))
    }

    @inline(__always)
    private static func channel(_ index: Int32) -> Unmanaged<KeyPath<Record, Void>> {
        if index >= 0 {
            let i = Int(index)
            return i < built.count ? built[i] : grow(index)
        }
        let n = Int(Slot.renderedNumber(index))
        return n < rendered.count ? rendered[n] : grow(index)
    }

    @inline(never)
    private static func grow(_ index: Int32) -> Unmanaged<KeyPath<Record, Void>> {
        if index >= 0 {
            while built.count <= Int(index) {
                built.append(.passRetained(\Record.[channel: Int32(built.count)]))
            }
            return built[Int(index)]
        }
        let n = Int(Slot.renderedNumber(index))
        while rendered.count <= n {
            rendered.append(.passRetained(\Record.[channel: Slot.renderedIndex(Int32(rendered.count))]))
        }
        return rendered[n]
    }
}
