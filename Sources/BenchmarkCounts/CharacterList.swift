import Baton
import BatonTUI

/// The fixture's page of characters in a list, each row reading its character's
/// name and species through the operation's lenses, drawn once in a render host
/// whose passes run when `queue` is drained: what a change to one character
/// redraws, counted by `ViewCounts` and timed by the frame benchmark.
@MainActor
public final class CharacterList {
    public let store = Store()
    public let host: RenderHost
    public let queue = PassQueue()

    public init(_ fixture: Fixture, size: Size) throws {
        store.commit(try fixture.changeSet())
        let results = store.data(of: Fixture.operation).characters?.results ?? .empty
        let list = ListView(rowCount: results.count) { index, state in
            ListTextRow(state) { "\(results[index].name ?? "") · \(results[index].species ?? "")" }
        }
        host = RenderHost(root: list, size: size, scheduler: queue.scheduler)
        host.render()
    }
}
