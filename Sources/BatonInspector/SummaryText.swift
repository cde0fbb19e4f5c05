import BatonTUI
/// The inspector's header lines: the store's counts and layers, the roots, the image.
@MainActor
enum SummaryText {
    static func counts(_ inspector: StoreInspector) -> String {
        counted(inspector.recordCount, "record") + " · " + counted(inspector.types.count, "type")
            + " · " + counted(inspector.optimisticLayerCount, "optimistic layer")
    }

    static func roots(_ roots: StoreInspector.Roots?) -> String {
        guard let roots else { return "roots: no environment" }
        return "roots: \(roots.retained) retained · \(roots.buffered) in the release buffer"
    }

    static func image(_ image: StoreInspector.Image?) -> String {
        guard let image else { return "image: none" }
        guard image.holdsFile else { return "image: the file is held by another image" }
        let statistics = image.statistics
        var parts = [statistics.isOpen ? "launch \(statistics.generation), open" : "not open"]
        parts.append(counted(statistics.rowsWritten, "row") + " written")
        parts.append("\(statistics.rowsWaiting) waiting")
        if statistics.rowsDropped > 0 { parts.append("\(statistics.rowsDropped) dropped") }
        if statistics.isEvicting {
            parts.append("evicting")
        } else if statistics.rowsEvicted > 0 {
            parts.append(counted(statistics.rowsEvicted, "row") + " evicted")
        }
        return "image: " + parts.joined(separator: " · ")
    }
}
