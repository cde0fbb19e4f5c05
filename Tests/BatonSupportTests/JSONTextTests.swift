import Testing
@testable import BatonSupport

/// The one writer of JSON text: the runtime's storage keys, request bodies and dumps,
/// the compiler's plans, reports and Relay's hashed arguments.
@Suite("JSON text")
struct JSONTextTests {
    @Test func aStringEscapesQuotesBackslashesAndControlCharactersAlone() {
        #expect(JSONText.quoted("plain é 日 😀") == "\"plain é 日 😀\"")
        #expect(JSONText.quoted("a\"b\\c\nd\re\tf") == #""a\"b\\c\nd\re\tf""#)
        #expect(JSONText.quoted("\u{0}\u{08}\u{0C}\u{1F}\u{7F}") == #""\u0000\u0008\u000c\u001f"# + "\u{7F}\"")
    }

    @Test func javaScriptsFormWritesABackspaceAndAFormFeedShort() {
        #expect(JSONText.quoted("\u{08}\u{0C}\u{1}", asJavaScriptWrites: true) == #""\b\f\u0001""#)
    }

    @Test func appendingEscapesWithoutQuotes() {
        var text = "["
        JSONText.appendEscaped("a\"b", to: &text)
        #expect(text == #"[a\"b"#)
    }

    @Test func listsAndObjectsAreCompactWithMembersInUTF8Order() {
        var text = ""
        JSONText.appendObject(["b": [1, 2], "a": [], "é": [3], "Z": [4]], to: &text) { elements, text in
            JSONText.appendList(elements, to: &text) { $1.append(String($0)) }
        }
        #expect(text == #"{"Z":[4],"a":[],"b":[1,2],"é":[3]}"#)
        #expect(utf8Order("Z", "a") && utf8Order("a", "é") && !utf8Order("a", "a"))
    }
}
