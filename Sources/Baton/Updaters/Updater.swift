/// A mutation's updater, as Relay's: code that writes what neither the payload's
/// records nor its edge directives say, such as a connection's `totalCount` after an
/// edge joined or left it. It runs inside the commit, after the edits, with the
/// mutation's data as that commit wrote it: once over the optimistic response, in
/// its layer (so a failure's revert undoes it, and each reapplication of the layer
/// over a server commit runs it again on the values beneath), and once over the
/// server's answer.
public struct Updater<Value: Mutation>: Sendable {
    let update: @MainActor @Sendable (inout StoreProxy, Value.Data) -> Void

    public init(_ update: @escaping @MainActor @Sendable (inout StoreProxy, Value.Data) -> Void) {
        self.update = update
    }

    /// The updater with the mutation's data read for it, as a change set carries it.
    func erased(for mutation: Value) -> ChangeSet.Update {
        let update = self.update
        return { proxy in update(&proxy, proxy.store.data(of: mutation)) }
    }
}
