import Testing
@testable import BatonSupport

@Suite("Suggestions")
struct DiagnosticSuggestionTests {
    @Test func emptyInputsAndOptions() {
        #expect(suggestionList("", [String]()) == [])
        #expect(suggestionList("", ["a"]) == ["a"])
        #expect(suggestionList("input", [String]()) == [])
    }

    @Test func smallLexicalDistance() {
        #expect(suggestionList("greenish", ["green"]) == ["green"])
        #expect(suggestionList("green", ["greenish"]) == ["greenish"])
    }

    @Test func distanceOverTheThresholdIsRejected() {
        #expect(suggestionList("aaaa", ["aaab"]) == ["aaab"])
        #expect(suggestionList("aaaa", ["aabb"]) == ["aabb"])
        #expect(suggestionList("aaaa", ["abbb"]) == [])
        #expect(suggestionList("ab", ["ca"]) == [])
    }

    @Test func caseChangesCountAsOneEdit() {
        #expect(suggestionList("verylongstring", ["VERYLONGSTRING"]) == ["VERYLONGSTRING"])
        #expect(suggestionList("VERYLONGSTRING", ["verylongstring"]) == ["verylongstring"])
        #expect(suggestionList("VERYLONGSTRING", ["VeryLongString"]) == ["VeryLongString"])
    }

    @Test func transpositionsAreOneEdit() {
        #expect(suggestionList("agr", ["arg"]) == ["arg"])
        #expect(suggestionList("214365879", ["123456789"]) == ["123456789"])
    }

    @Test func sortedByDistanceThenNaturally() {
        #expect(suggestionList("abc", ["a", "ab", "abc"]) == ["abc", "ab", "a"])
        #expect(suggestionList("a", ["az", "ax", "ay"]) == ["ax", "ay", "az"])
        #expect(suggestionList("boo", ["moo", "foo", "zoo"]) == ["foo", "moo", "zoo"])
        #expect(suggestionList("abc", ["a1", "a12", "a2"]) == ["a1", "a2", "a12"])
        #expect(suggestionList("titel", ["state", "title", "title", "body"]) == ["title", "state"])
    }

    @Test func didYouMeanFormatting() {
        #expect(didYouMean([]) == "")
        #expect(didYouMean(["A"]) == "Did you mean \"A\"?")
        #expect(didYouMean(["A", "B"]) == "Did you mean \"A\" or \"B\"?")
        #expect(didYouMean(["A", "B", "C"]) == "Did you mean \"A\", \"B\", or \"C\"?")
        #expect(didYouMean(["A", "B", "C", "D", "E", "F"]) == "Did you mean \"A\", \"B\", \"C\", \"D\", or \"E\"?")
        #expect(didYouMean(["A"], subject: "the enum value") == "Did you mean the enum value \"A\"?")
    }
}
