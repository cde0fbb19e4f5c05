import Baton

/// An optimistic layer a script applied, named by its `as`: the layer, and how
/// the server's answer to its mutation is read and committed in its place.
struct ScriptLayer {
    let layer: OptimisticLayer
    /// Reads the answer's bytes with the mutation's plan and commits them in
    /// place of the layer; throws what the ingest throws.
    let commitAnswer: @MainActor ([UInt8]) throws -> Void
}
