import Testing
@testable import BatonCompiler

@Suite("Readable layout of compact text")
struct ReadableLayoutTests {
    @Test func aSelectionALineIndentedBySetAndDefinitionsApart() {
        let lines = ReadableLayout.lines(
            of: "query Q($page:Int,$name:String){characters(page:$page,filter:{name:$name}){info{count},results{id,...Row}}}fragment Row on Character{name}")
        #expect(lines == [
            "query Q($page:Int,$name:String) {",
            "  characters(page:$page,filter:{name:$name}) {",
            "    info {",
            "      count",
            "    }",
            "    results {",
            "      id",
            "      ...Row",
            "    }",
            "  }",
            "}",
            "",
            "fragment Row on Character {",
            "  name",
            "}",
        ])
    }

    @Test func bracesAndCommasInsideStringsStayText() {
        let lines = ReadableLayout.lines(
            of: #"{a(s:"x{,}\"y",t:"""b{"""),b@include(if:$f),c(s:"")}"#)
        #expect(lines == [
            "{",
            #"  a(s:"x{,}\"y",t:"""b{""")"#,
            "  b@include(if:$f)",
            #"  c(s:"")"#,
            "}",
        ])
    }

    @Test func everyCharacterOfTheTextStaysInItsOrder() {
        let text = #"mutation M($i:In={a:{b:"}"}}){m(i:$i){...on A{x},...{y}}}"#
        let joined = ReadableLayout.lines(of: text).map { $0.trimmingPrefix(while: \.isWhitespace) }.joined()
        #expect(joined.replacing(" {", with: "{") == text.replacing(",", with: ""))
    }
}
