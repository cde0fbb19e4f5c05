@testable import BatonCompiler
import BatonSupport
import Testing

/// The rules that make our text Baton's (docs/decisions/printed-text.md), each on
/// TransformTests' small schema.
@Suite struct PrintedTextTests {
    static func text(_ document: String) throws -> String {
        try TransformTests.assembled(document).text
    }

    @Test func keysAreAddedWhereTheSpreadSitsNotInsideTheFragment() throws {
        #expect(try Self.text("""
            query Q { character(id: 1) { ...Row_character } }
            fragment Row_character on Character { name friends { name } }
            """) == "query Q{character(id:1){...Row_character,id}}fragment Row_character on Character{name,friends{name,id}}")
    }

    @Test func anAbstractFieldWithoutIdReadsItThroughNodeAndEachOtherTypeWithOne() throws {
        #expect(try Self.text(#"query Q { search(text: "a") { ... on Character { name } } }"#)
            == #"query Q{search(text:"a"){__typename,...on Character{name},...on Node{__isNode:__typename,id}}}"#)
    }

    @Test func thePlanReadsTheIdTheTextReadsThroughNodeAndNotTheDiscriminator() throws {
        let plan = try PlanTests.plan(#"query Q { search(text: "a") { ... on Character { name } } }"#)
        let search = try #require(plan.selections.first { $0.type == "Result" })
        let character = try #require(search.variants.first { $0.types.contains("Character") })
        #expect(character.fields.map(\.responseKey) == ["name", "id"])
        #expect(character.keyFields == ["id"])
        // Tag is no Node: it reads nothing, and is keyed by its path.
        #expect(search.variants.allSatisfy { !$0.fields.contains { $0.responseKey.hasPrefix("__is") } })
    }

    @Test func aUnionsPlanCarriesItsConditionsWithTheKeyNodeReads() throws {
        let plan = try PlanTests.plan(#"query Q { search(text: "a") { ... on Character { name } } }"#)
        let search = try #require(plan.selections.first { $0.type == "Result" })
        #expect(search.keyFields == [])
        #expect(search.conditions.map(\.name) == ["Node"])
        #expect(search.conditions.first?.keyFields == ["id"])
        #expect(search.conditions.first?.fields.map(\.responseKey) == ["id"])
    }

    @Test func aSelectionOnAnAbstractTypeSaysItIsOne() throws {
        #expect(try Self.text("""
            query Q { character(id: 1) { friends { ...Named } } }
            fragment Named on Node { id }
            """) == "query Q{character(id:1){friends{...Named,id},id}}fragment Named on Node{__isNode:__typename,id}")
        #expect(try Self.text(#"query Q { search(text: "a") { ... on Node { id } } }"#)
            == #"query Q{search(text:"a"){__typename,...on Node{__isNode:__typename,id}}}"#, "the author's and Relay's, merged")
    }

    @Test func configuredKeysComeAfterFlatteningAndIdAfterTheAuthorsFields() throws {
        let schema = try TransformTests.schema()
        func name(_ value: String) -> ConfigName { ConfigName(value, span: nowhere) }
        let config = BatonConfig(
            path: "baton.json", schema: "schema.graphql",
            identity: IdentityConfig(types: [IdentityConfig.TypeIdentity(type: name("Tag"), fields: [name("label")])]))
        let document = try Parser.parseDocument(Source(
            text: #"query Q { search(text: "a") { ... on Tag { __typename } ... on Character { name } } }"#, path: "q.graphql"))
        let assembly = try OperationAssembly(
            try #require(document.operations.first), fragments: [:], transform: SelectionTransform(schema: schema, config: config))
        // Relay's `... on Node` is flattened with the author's selections; Baton's `... on Tag` is added to the result.
        #expect(assembly.text == #"query Q{search(text:"a"){__typename,...on Tag{__typename},...on Character{name},"#
            + #"...on Node{__isNode:__typename,id},...on Tag{label}}}"#)
    }

    @Test func aSpreadPassingArgumentsNamesTheFragmentAppliedWithThem() throws {
        let document = """
            query Q($n: Int) { character(id: 1) { ...A ...A @arguments(count: $n) } }
            fragment A on Character @argumentDefinitions(count: {type: "Int", defaultValue: 2}, cursor: {type: "String"}) {
              friends(first: $count, after: $cursor) { name }
            }
            """
        let suffix = AppliedFragmentName.name(of: "A", passing: [
            Argument(name: Name(value: "count", span: nowhere), value: .variable(Variable(name: Name(value: "n", span: nowhere), span: nowhere)), span: nowhere),
        ])
        #expect(suffix.hasPrefix("A_"))
        #expect(try Self.text(document) == "query Q($n:Int){character(id:1){...A,...\(suffix),id}}"
            + "fragment A on Character{friends(first:2){name,id}}fragment \(suffix) on Character{friends(first:$n){name,id}}")
    }

    @Test func deferredSpreadsAreLabelledByTheirDocumentAndFragment() throws {
        #expect(try Self.text("""
            query Q { character(id: 1) { ...A @defer } }
            fragment A on Character { ...B @defer(label: "mine") }
            fragment B on Character { name }
            """) == #"query Q{character(id:1){...A@defer(label:"Q$defer$A"),id}}"#
            + #"fragment A on Character{...B@defer(label:"A$defer$mine")}fragment B on Character{name}"#)
    }

    @Test func conditionsAreCarriedOntoFieldsGatheredAndWrittenOnNewLines() throws {
        #expect(try Self.text("""
            query Q($a: Boolean!, $b: Boolean!) { character(id: 1) {
              name @include(if: $a) friends @skip(if: $b) { name } ... @include(if: $a) { id } ... @include(if: true) { name }
            } }
            """) == "query Q($a:Boolean!,$b:Boolean!){character(id:1){name@include(if:$a)\n    id@include(if:$a),"
            + "friends@skip(if:$b){name,id},name,id}}")
    }

    @Test func repeatedSelectionsAreMergedIntoTheFirst() throws {
        #expect(try Self.text("""
            query Q($a: Boolean!) { character(id: 1) { ...R name ...R friends { name } friends { id } ...R @include(if: $a) } }
            fragment R on Character { name }
            """) == "query Q($a:Boolean!){character(id:1){...R,name,friends{name,id},...R@include(if:$a),id}}fragment R on Character{name}")
    }

    @Test func theRefetchQueryOfAFragmentReadsItsAppliedFragmentAndItsId() throws {
        let schema = try TransformTests.schema()
        let document = try Parser.parseDocument(Source(text: """
            fragment A on Character @refetchable(queryName: "ARefetch")
              @argumentDefinitions(count: {type: "Int", defaultValue: 2}) { friends(first: $count) { name } }
            """, path: "a.graphql"))
        let fragments = Dictionary(uniqueKeysWithValues: document.fragments.map { ($0.name.value, $0) })
        let fragment = try #require(document.fragments.first)
        let query = try #require(try RefetchQuery.operation(for: fragment, schema: schema, fragments: fragments, path: "a.graphql"))
        let assembly = try OperationAssembly(query, fragments: fragments, transform: SelectionTransform(
            schema: schema, config: BatonConfig(path: "baton.json", schema: "schema.graphql")))
        #expect(assembly.text.hasPrefix("query ARefetch($count:Int=2,$id:ID!){node(id:$id){__typename,...A_"))
        #expect(assembly.text.hasSuffix(" on Character{friends(first:$count){name,id},id}"))
    }
}

private let nowhere = SourceSpan(start: SourceLocation(offset: 0, line: 1, column: 1), end: SourceLocation(offset: 0, line: 1, column: 1))

/// Relay's MurmurHash3 in base 62, on Relay's own vectors and the suite's suffix.
@Suite struct MurmurHashTests {
    @Test func relaysVectors() {
        #expect(MurmurHash.base62("{count: 20, start: 0, end: 5}") == "31sjku")
        #expect(MurmurHash.base62(#"{arg: "{arg: {count: 20, start: 0, end: 5}}"}"#) == "3RGiWM")
        #expect(MurmurHash.base62(String(repeating: "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", count: 40)) == "3OKbT6")
        #expect(MurmurHash.base62("{}") == "2wIPj2")
        #expect(MurmurHash.base62("") == "0")
    }

    @Test func aRefetchQuerysArgumentsGiveTheSuitesSuffix() {
        let span = nowhere
        func passing(_ name: String) -> Argument {
            Argument(name: Name(value: name, span: span), value: .variable(Variable(name: Name(value: name, span: span), span: span)), span: span)
        }
        #expect(AppliedFragmentName.name(of: "TestNotes_character", passing: [passing("cursor"), passing("count")])
            == "TestNotes_character_1G22uz")
    }
}
