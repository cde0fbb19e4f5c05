import Baton
import BatonScreens
import BatonTesting
import BatonTUI
import BenchmarkCounts
import RickAndMorty

/// The fixture's characters in a list with the selected one's screen previewed beside
/// it, every character's screen held by the store: a move of the selection draws the
/// next character's preview in the frame that shows the move, and sends nothing.
@MainActor
final class PreviewFrame {
    /// A list beside its preview, as a list screen lays them out.
    private final class Host: View {
        let list: ListView
        let preview = PreviewPane()

        init(list: ListView) {
            self.list = list
        }

        func layout(in bounds: Rect) -> [Placement] {
            preview.layout(in: bounds) { [list] in [Placement(list, in: $0)] }
        }

        func render(in region: inout CanvasRegion) {}
    }

    /// The preview's screens open nothing: nothing is activated here.
    private final class Stay: Navigator {
        func open(_ screen: any Screen) {}
        func back() {}
    }

    let transport = ScriptedTransport()
    let queue = PassQueue()
    let host: RenderHost
    private let view: Host
    private let ids: [String]

    init(_ fixture: Fixture, size: Size) throws {
        let environment = Environment(store: Store(), transport: transport)
        environment.store.commit(try fixture.changeSet())
        let results = environment.store.data(of: Fixture.operation).characters?.results ?? .empty
        let ids = results.compactMap(\.id)
        self.ids = ids
        let list = ListView(rowCount: results.count) { index, state in
            ListTextRow(state) { results[index].name ?? "" }
        }
        let view = Host(list: list)
        self.view = view
        let navigator = Stay()
        list.onSelect = { [unowned view] index in
            let id = ids[index]
            view.preview.select(id, available: { environment.store.isAvailable(CharacterScreenQuery(id: id)) }) { policy in
                CharacterScreen(id: id, environment: environment, navigator: navigator, policy: policy)
            }
        }
        host = RenderHost(root: view, size: size, scheduler: queue.scheduler)
        host.render()
        queue.drain()
        list.select(1)
        list.select(0)
        queue.drain()
    }

    /// Moves the selection a row down, or back up, and draws the frame.
    func move(down: Bool) {
        _ = view.list.handle(down ? .down : .up)
        queue.drain()
    }

    /// The title of the character the preview shows.
    var previewed: String? { view.preview.screen?.title }

    /// The selected row's character's id.
    var selectedID: String { ids[view.list.selection] }
}
