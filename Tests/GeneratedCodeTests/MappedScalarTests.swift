@_spi(Generated) import Baton
import RickAndMorty
import Foundation
import Testing

/// A mapped scalar converts the stored text at each read; a text that does not
/// convert reads as absent and is reported as unexpected, never as missing.
@MainActor
@Suite struct MappedScalarTests {
    /// A host type that holds only even numbers, so some texts do not convert.
    struct EvenNumber: MappedScalar {
        let value: Int
        init?(scalarText: String) {
            guard let value = Int(scalarText), value % 2 == 0 else { return nil }
            self.value = value
        }
        var scalarText: String { String(value) }
        static var absent: EvenNumber { EvenNumber(scalarText: "0")! }
    }

    @Test func aTextThatDoesNotConvertReadsAbsentAndIsReported() throws {
        let operation = CharacterScreenQuery(id: "1")
        let store = try RecordedResponse("character-1").committed(for: operation)
        var events: [LogEvent] = []
        store.log = { events.append($0) }
        let character = try #require(store.data(of: operation).character)
        let episodes = character.episode
        // Episode ids 1 and 2 are stored as text; read through the mapped type.
        let first: EvenNumber? = episodes[0].anchor.optional(Slot(TypeID("Episode"), "id"))
        let second: EvenNumber? = episodes[1].anchor.optional(Slot(TypeID("Episode"), "id"))
        #expect(first == nil)
        #expect(second?.value == 2)
        #expect(events == [.unexpectedValue(type: "Episode", field: "id")])
    }

    /// Foundation's decimal and time, which a target maps by name: the whole text
    /// must convert (a number's prefix is no number), and a value is sent as the
    /// text it was read from.
    @Test func decimalAndDateConvertTheWholeText() {
        #expect(Decimal(scalarText: "12345678901234567890.123456789")?.scalarText == "12345678901234567890.123456789")
        #expect(Decimal(scalarText: "-3e2") == -300)
        for text in ["n/a", "many", "1.5x", "", ".", "1e"] { #expect(Decimal(scalarText: text) == nil, "\(text)") }
        #expect(Date(scalarText: "2026-10-11T09:30:00.250Z")?.scalarText == "2026-10-11T09:30:00.250Z")
        #expect(Date(scalarText: "2026-10-11T09:30:00Z")?.scalarText == "2026-10-11T09:30:00Z")
        #expect(Date(scalarText: "yesterday") == nil)
    }
}
