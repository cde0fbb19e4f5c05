import Baton
@testable import BatonInspector
import Testing

@Suite struct LogTextTests {
    @Test func theRuntimesEventsInWords() {
        #expect(LogText.line(.committed(.optimistic, changedSlots: 1)) == "commit optimistic, 1 slot changed")
        #expect(LogText.line(.committed(.local, changedSlots: 3)) == "commit local, 3 slots changed")
        #expect(LogText.line(.fetchCompleted(operation: "CharactersScreenQuery", duration: .milliseconds(1234)))
            == "fetch CharactersScreenQuery done in 1234 ms")
        #expect(LogText.line(.fetchCompleted(operation: "Q", duration: .microseconds(400))) == "fetch Q done in 0 ms")
        #expect(LogText.line(.fetchFailed(operation: "Q", kind: .transport)) == "fetch Q failed: transport")
        #expect(LogText.line(.missingData(type: "Character", field: "name")) == "missing data Character.name")
        #expect(LogText.line(.collected(removedRecords: 1)) == "collected 1 record")
    }

    @Test func theImagesEventsInWords() {
        let entry = LogEntry(number: 7, event: .image(.written(rows: 12)))
        #expect(LogText.line(entry) == "image wrote 12 rows")
        #expect(!LogText.isFailure(entry))
        #expect(LogText.line(.startedAgain(.otherVersion)) == "started again: the file has another version")
        #expect(LogText.line(.opened(generation: 3)) == "opened, launch 3")
        #expect(LogText.isFailure(LogEntry(number: 1, event: .image(.failed("disk I/O error")))))
        #expect(LogText.isFailure(LogEntry(number: 2, event: .runtime(.fetchFailed(operation: "Q", kind: .request)))))
    }
}
