import BatonSupport
import Foundation
import Testing
@testable import BatonCompiler

@Suite("Compact printer")
struct PrinterTests {
    @Test func operationWithEveryKindOfSelectionAndValue() throws {
        let document = try parse(#"""
            query Screen($id: ID! = "1" @deprecated, $list: [[Int!]], $flag: Boolean = true) @live {
              alias: node(id: $id, values: [1, -2.5e3, "s\"q", """block
                "text"
              """, true, null, RED, {a: $list, b: {}, c: []}]) @include(if: $flag) @skip(if: false) {
                ...Row @arguments(n: 1)
                ... on User @skip(if: false) { name }
                ... { id, __typename }
              }
            }
            fragment Row on Node { id ...Deep }
            fragment Deep on Node { id }
            fragment Unreached on Node { id }
            """#)
        let fragments = Dictionary(uniqueKeysWithValues: document.fragments.map { ($0.name.value, $0) })
        let text = try CompactPrinter.print(document.operations[0], fragments: fragments)
        #expect(text == #"""
            query Screen($id:ID!="1"@deprecated,$list:[[Int!]],$flag:Boolean=true)@live{alias:node(id:$id,values:[1,-2.5e3,"s\"q","""block
                "text"
              """,true,null,RED,{a:$list,b:{},c:[]}])@include(if:$flag)@skip(if:false){...Row@arguments(n:1),...on User@skip(if:false){name},...{id,__typename}}}fragment Deep on Node{id}fragment Row on Node{id,...Deep}
            """#)
    }

    @Test func batonsOwnDocuments() throws {
        let twoSpreads = try parse("""
            query TestTwoSpreads($id: ID!, $again: Boolean!) {
              character(id: $id) {
                ...TestRow_character
                ...TestRow_character @include(if: $again)
                id
              }
            }

            fragment TestRow_character on Character {
              name
              status
              image
            }
            """)
        let fragments = Dictionary(uniqueKeysWithValues: twoSpreads.fragments.map { ($0.name.value, $0) })
        #expect(
            try CompactPrinter.print(twoSpreads.operations[0], fragments: fragments)
                == "query TestTwoSpreads($id:ID!,$again:Boolean!){character(id:$id){...TestRow_character,...TestRow_character@include(if:$again),id}}fragment TestRow_character on Character{name,status,image}")
        let shorthand = try parse("{ a { b } }")
        #expect(CompactPrinter.print(shorthand.operations[0]) == "query{a{b}}")
        let mutation = try parse("mutation M($input: AddInput!) { add(input: $input) { clientMutationId } }")
        #expect(try CompactPrinter.print(mutation) == "mutation M($input:AddInput!){add(input:$input){clientMutationId}}")
    }

    @Test func unknownFragmentsAndTypeSystemDefinitionsAreErrors() throws {
        let document = try parse("query Q { ...Missing } fragment F on T { ...Gone }")
        #expect(throws: PrinterError.self) { try CompactPrinter.print(document.operations[0], fragments: [:]) }
        do {
            _ = try CompactPrinter.print(document.operations[0], fragments: ["Missing": document.fragments[0]])
            Issue.record("expected an unknown fragment")
        } catch {
            #expect(error == .unknownFragment(nameOfGone(document), inFragment: "F"))
        }
        let sdl = try parse("type T { a: Int }")
        #expect(throws: PrinterError.notExecutable(sdl.definitions[0].span)) { try CompactPrinter.print(sdl) }
    }

    private func nameOfGone(_ document: Document) -> Name {
        guard case .fragmentSpread(let spread) = document.fragments[0].selectionSet.selections[0] else {
            return Name(value: "", span: document.span)
        }
        return spread.name
    }

    @Test func fragmentReachIsTransitiveAndSortedByName() throws {
        let document = try parse("""
            query Q { ...C ... on T { ...A } }
            fragment C on T { ...B, x { ...C } }
            fragment B on T { ...A }
            fragment A on T { a }
            fragment Z on T { z }
            """)
        let fragments = Dictionary(uniqueKeysWithValues: document.fragments.map { ($0.name.value, $0) })
        let reached = try FragmentReach.reached(from: document.operations[0].selectionSet, in: fragments)
        #expect(reached.map(\.name.value) == ["A", "B", "C"])
        #expect(FragmentReach.spreads(in: document.fragments[0].selectionSet).map(\.name.value) == ["B", "C"])
    }

    @Test(arguments: [
        "query Q($a: Int = 1 @d, $b: [In!]! = [{x: 1, y: [\"z\"]}]) @o(a: 1) { f(a: $a) @d { g } }",
        "subscription S { s(first: 10, after: null) { edges { node { id } } } }",
        "query Q { a: b, c(d: ENUM, e: 1.5, f: -0, g: \"\\u00e9\\n\") ... on X { y } ...F }\nfragment F on X { z }",
        "query Q { s(t: \"\"\"\n  a \\\"\"\" b\n  c\n\"\"\") }",
        "{ __typename }",
        "query Q @a @b(c: {d: [$e, {f: $g}]}) { h }",
        "query Q { a(b: \"日本 😀\") { ... @include(if: true) { c } } }",
    ])
    func roundTrip(text: String) throws {
        try expectRoundTrip(text, path: "<inline>")
    }

    @Test func roundTripsTheCorpus() throws {
        let root = RepositoryRoot.path + "/Tests/BatonCompilerTests/Corpus"
        let files = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".graphql") }
            .sorted()
        try #require(files.count >= 150, "the corpus at \(root) holds \(files.count) documents")
        var printed = 0
        for file in files {
            let path = root + "/" + file
            let text = try String(contentsOfFile: path, encoding: .utf8)
            guard let document = try? parseDocument(Source(text: text, path: path)),
                document.definitions.allSatisfy(\.isExecutable)
            else { continue }
            try expectRoundTrip(text, path: path)
            printed += 1
        }
        #expect(printed >= 100)
    }

    /// The printed text parses to the document printed, places aside, and prints
    /// the same again.
    private func expectRoundTrip(_ text: String, path: String) throws {
        let document = try parseDocument(Source(text: text, path: path))
        let first = try CompactPrinter.print(document)
        let reparsed = try parseDocument(Source(text: first, path: path))
        #expect(shape(of: reparsed) == shape(of: document), "\(path)")
        #expect(try CompactPrinter.print(reparsed) == first, "\(path)")
    }
}
