import Baton
import BatonScreens
import BatonTesting
import BatonTUI
import ScreenTesting
import Testing
@testable import GitHub

/// A picker's Enter acts on the row the whole typed filter leaves selected, though the
/// keys came in one burst (a fast typist, a paste) before the list was drawn again.
@MainActor
@Suite struct PickerTypingTests {
    private static let labels = #"""
        {"data":{"repository":{"id":"R_1","labels":{"totalCount":2,"nodes":[
          {"id":"L_1","name":"bug","color":"d73a4a","description":null},
          {"id":"L_2","name":"good first issue","color":"7057ff","description":null}]}},
         "node":{"__typename":"Issue","id":"I_1","labels":{"nodes":[{"id":"L_1","name":"bug","color":"d73a4a"}]}}}}
        """#

    @Test func enterRightAfterTheFilterActsOnTheRowTheFilterLeaves() async throws {
        let transport = ScriptedTransport(handingOut: [.mutation])
        let harness = ScreenHarness(transport: transport)
        try harness.environment.commitPayload(LabelPickerQuery(owner: "mona", name: "sudoku", id: "I_1"), Payload(json: Self.labels))
        let target = ActionTarget.issue(
            id: "I_1", reference: ConversationReference(isPullRequest: false, number: 1, repository: RepositoryName(owner: "mona", name: "sudoku"),
                                                        url: "https://github.com/mona/sudoku/issues/1"),
            title: "Crash on resize", state: .OPEN)
        let screen = LabelPicker(target: target, environment: harness.environment, navigator: harness.navigator)
        _ = harness.show(screen, size: Size(width: 80, height: 12))
        #expect(screen.rows.rows.map(\.candidate.id) == ["L_1", "L_2"])

        // No turn between the keys: the list was last drawn unfiltered, bug selected.
        for key in "good" { #expect(screen.handle(.character(key))) }
        #expect(screen.handle(.enter))
        let sent = try await transport.nextRequest()
        #expect(sent.request.operationName == "AddLabelsMutation")
        #expect(sent.request.variables["input"]?.json.contains("L_2") == true)
        screen.close()
    }
}
