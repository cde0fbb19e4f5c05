import Baton
import BatonTUI

/// What a change redraws: the page's characters in a list, each row reading its
/// character's name and species through the operation's lenses; the same page
/// with one character renamed is committed, and the next pass is counted.
@MainActor
enum ViewCounts {
    static func measure(_ fixture: Fixture) throws -> [Count] {
        let store = Store()
        store.commit(try fixture.changeSet())
        let results = store.data(of: Fixture.operation).characters?.results ?? .empty
        let list = ListView(rowCount: results.count) { index, state in
            ListTextRow(state) { "\(results[index].name ?? "") · \(results[index].species ?? "")" }
        }
        let queue = PassQueue()
        let host = RenderHost(root: list, size: Size(width: 80, height: 24), scheduler: queue.scheduler)
        host.render()

        let before = host.totalRenderCount
        store.commit(try fixture.renamingRick().changeSet())
        queue.drain()
        return [Count("views.rendered_for_one_changed_row", host.totalRenderCount - before)]
    }
}
