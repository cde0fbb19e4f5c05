import Baton
import BatonTUI

/// What a change redraws: the page's characters in a list (`CharacterList`); the
/// same page with one character renamed is committed, and the next pass is counted.
@MainActor
enum ViewCounts {
    static func measure(_ fixture: Fixture) throws -> [Count] {
        let characters = try CharacterList(fixture, size: Size(width: 80, height: 24))
        let before = characters.host.totalRenderCount
        characters.store.commit(try fixture.renamingRick().changeSet())
        characters.queue.drain()
        return [Count("views.rendered_for_one_changed_row", characters.host.totalRenderCount - before)]
    }
}
