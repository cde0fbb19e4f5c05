@_spi(Generated) import Baton
@testable import Conformance
import Foundation
import Testing
#if BATON_SPEC_LENSES
import BatonSpecLenses

/// `RowCheck` over the rows the error directives shape: the suite's own `reads`
/// of its error cases, and rows that say what a read throws or what a `@catch`
/// read's result holds, against the lens's JSON in the response's shape.
@MainActor
@Suite struct RowOutcomeTests {
    private func committed<Value: Baton.Operation>(_ response: String, _ operation: Value) throws -> (Store, Variable) {
        let file = SuiteLocation.directory().appending(path: response)
        let store = Store()
        // A payload: the deferred fragment the ingest cannot part yet is left unwritten.
        store.commit(try Ingest.changeSet(
            for: Array(try Data(contentsOf: file)), plan: Value.plan, variables: operation.variables, complete: false))
        return (store, store.data(of: operation).responseShapedValue)
    }

    private func row(_ json: String) throws -> ReadRow {
        try JSONDecoder().decode(ReadRow.self, from: Data(json.utf8))
    }

    private func manifestRows(_ name: String) throws -> [ReadRow] {
        let manifest = try Manifest.read(from: SuiteLocation.directory().appending(path: "manifest.json"))
        return try #require(manifest.cases.first { $0.name == name }?.reads)
    }

    @Test func theSuitesErrorCasesReadTheirRows() throws {
        for name in ["character-origin-null", "character-errors", "character-errors-answered"] {
            let (store, reads) = try committed("tests/\(name).json", TestProfileQuery(id: "1"))
            for row in try manifestRows("tests/\(name)") {
                #expect(throws: Never.self, "\(name) \(row.path)") { try RowCheck.check(row, against: reads) }
            }
            withExtendedLifetime(store) {}
        }
        let (store, reads) = try committed("tests/character-name-hidden.json", TestStrictQuery(id: "1"))
        for row in try manifestRows("tests/character-name-hidden") {
            #expect(throws: Never.self, "\(row.path)") { try RowCheck.check(row, against: reads) }
        }
        withExtendedLifetime(store) {}
    }

    @Test func resultRowsCompareTheOutcomeAndTheErrorsPaths() throws {
        let (store, reads) = try committed("tests/character-errors.json", TestProfileQuery(id: "1"))
        defer { withExtendedLifetime(store) {} }
        let passing = [
            #"{"path": "character.image", "result": {"ok": false, "errors": ["character.image"]}}"#,
            #"{"path": "character.location", "result": {"ok": false, "errors": ["character.location.name"]}}"#,
            #"{"path": "character.image", "value": null}"#,
            #"{"path": "character.gender", "value": null}"#,
            #"{"path": "", "throws": "fieldErrors"}"#,
        ]
        // The root's outcome is not a field's: TestProfileQuery is not strict, so
        // it has none; the failing rows say why.
        for json in passing.dropLast() {
            #expect(throws: Never.self, "\(json)") { try RowCheck.check(try row(json), against: reads) }
        }
        let failing = [
            #"{"path": "character.image", "result": {"ok": true, "value": null}}"#,
            #"{"path": "character.location", "result": {"ok": false, "errors": ["character.image"]}}"#,
            #"{"path": "character.name", "throws": "requiredField"}"#,
            passing.last!,
        ]
        for json in failing {
            #expect(throws: StepFailure.self, "\(json)") { try RowCheck.check(try row(json), against: reads) }
        }
        let (answered, readsAnswered) = try committed("tests/character-errors-answered.json", TestProfileQuery(id: "1"))
        defer { withExtendedLifetime(answered) {} }
        try RowCheck.check(try row(#"{"path": "character.image", "result": {"ok": true, "value": null}}"#), against: readsAnswered)
        try RowCheck.check(try row(#"{"path": "character.location", "result": {"ok": true}}"#), against: readsAnswered)
        try RowCheck.check(try row(#"{"path": "character.location.name", "value": null}"#), against: readsAnswered)
    }

    @Test func theOperationsOwnOutcomeIsTheEmptyPathsRow() throws {
        let (strict, strictReads) = try committed("tests/character-name-hidden.json", TestStrictQuery(id: "1"))
        defer { withExtendedLifetime(strict) {} }
        try RowCheck.check(try row(#"{"path": "", "throws": "fieldErrors"}"#), against: strictReads)
        try RowCheck.check(try row(#"{"path": "character.species", "value": "Human"}"#), against: strictReads)
        let (required, requiredReads) = try committed("tests/required-origin-1-null.json", TestRequiredOrigin(id: "1"))
        defer { withExtendedLifetime(required) {} }
        try RowCheck.check(try row(#"{"path": "", "throws": "requiredField"}"#), against: requiredReads)
        let (whole, wholeReads) = try committed("tests/required-origin-1.json", TestRequiredOrigin(id: "1"))
        defer { withExtendedLifetime(whole) {} }
        #expect(throws: StepFailure.self) { try RowCheck.check(try row(#"{"path": "", "throws": "requiredField"}"#), against: wholeReads) }
        try RowCheck.check(try row(#"{"path": "character.origin.name", "value": "Earth (C-137)"}"#), against: wholeReads)
    }
}
#endif
