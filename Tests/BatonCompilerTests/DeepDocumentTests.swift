@testable import BatonCompiler
import BatonSupport
import Testing

/// Hostile nesting (issue 21): long chains of fragments, selections nested deep
/// through them, and values, selections, types and configuration nested far past
/// any limit. Each is validated or refused with a diagnostic, never a crash.
@Suite struct DeepDocumentTests {
    /// `count` fragments on `type`, each spreading the next around `wrap`'s text,
    /// the last holding `last`.
    static func chain(_ count: Int, on type: String, name: String = "F", wrap: (String) -> String = { $0 },
                      last: String) -> String {
        var text = ""
        for index in 0..<count {
            text += "fragment \(name)\(index) on \(type) { " + (index + 1 < count ? wrap("...\(name)\(index + 1)") : last) + " }\n"
        }
        return text
    }

    func errors(_ text: String) -> [String] { ValidationFixture.errors(text) }

    @Test(arguments: [2_000, 10_000])
    func aChainOfFragmentsValidatesOrReportsItsCycle(count: Int) {
        let chain = Self.chain(count, on: "Query", last: "viewer { user { id } }")
        #expect(errors("query Q { ...F0 }\n" + chain) == [])
        let looped = errors("query Q { ...F0 }\n" + chain.replacingOccurrences(of: "viewer { user { id } }", with: "...F0"))
        #expect(looped.count == 1)
        #expect(looped.first?.hasPrefix("Cannot spread fragment \"F0\" within itself via \"F1\", \"F2\",") == true)
    }

    /// Every rule that follows spreads reaches the end of a long chain: what stands
    /// there is reported.
    @Test func theRulesThatFollowSpreadsReachTheEndOfALongChain() {
        let count = 10_000
        let subscription = "subscription S { ...F0 }\n"
            + Self.chain(count, on: "Subscription", last: "... @defer { tick } userChanged(id: 1) { id }")
        #expect(errors(subscription) == [
            "Defer directive cannot be used on root subscription type \"Subscription\".",
            "Defer directive not supported on subscription operations. Disable `@defer` by setting the `if` argument to `false`.",
            "Subscription \"S\" must select only one top level field.",
        ])
        let introspection = "query Q { __schema { ...F0 } }\n"
            + Self.chain(count, on: "__Schema", last: "types { fields { type { fields { type { fields { name } } } } } }")
        #expect(errors(introspection) == ["Maximum introspection depth exceeded"])
        let overlapping = "query Q { ...F0 }\n" + Self.chain(count, on: "Query", last: "viewer { user { id: name } }")
            + "fragment G on Query { viewer { user { id } } }\nquery R { ...F0 ...G }\n"
        #expect(errors(overlapping) == [
            "Fields \"viewer\" conflict because subfields \"user\" conflict because subfields \"id\" conflict because \"name\" and \"id\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
        ])
    }

    @Test func selectionsNestedThroughFragmentsBeyondWhatOneDefinitionMayHoldAreRefused() {
        // Each fragment nests one field deeper; the spread in the query is one level down.
        func document(_ count: Int) -> String {
            "query Q { user(id: 1) { ...F0 } }\n"
                + Self.chain(count, on: "User", wrap: { "friends { \($0) }" }, last: "id")
        }
        #expect(errors(document(MaxSelectionDepth.maximum)) == [])
        let refused = "Selections nest more than \(MaxSelectionDepth.maximum) levels deep through fragment \"F0\"."
        for count in [MaxSelectionDepth.maximum + 1, 10_000] {
            let diagnostics = ValidationFixture.diagnostics(document(count))
            #expect(diagnostics.map(\.message) == [refused])
            #expect(diagnostics.first.map { "\($0.span.start.line):\($0.span.start.column)" } == "1:28")
        }
    }

    /// Two fragment cycles of different lengths compared field by field would go
    /// around both until every pair of their fragments met: the comparison stops
    /// at the depth bound, and the cycles are what is reported.
    @Test func fieldsComparedAroundTwoFragmentCyclesEndAtTheDepthBound() {
        func cycle(_ name: String, _ length: Int) -> String {
            (0..<length).map { "fragment \(name)\($0) on User { friends { ...\(name)\(($0 + 1) % length) } }\n" }.joined()
        }
        let found = errors("query Q { user(id: 1) { ...A0 ...B0 } }\n" + cycle("A", 30) + cycle("B", 31))
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.hasPrefix("Cannot spread fragment") })
    }

    @Test func aPlanAndARefetchQueryAreBuiltOverALongChain() throws {
        let count = 10_000
        let plan = try PlanTests.plan("query Q { ...F0 }\n" + Self.chain(count, on: "Query", last: "character(id: 1) { name }"))
        #expect(plan.selections[plan.root].variants[0].fields.map(\.responseKey) == ["character"])
        let (query, _) = try RefetchableTests.refetch(
            "fragment R on Query @refetchable(queryName: \"RQ\") { ...F0 }\n"
                + Self.chain(count, on: "Query", last: "node(id: $id) { id }"))
        #expect(query.variableDefinitions.map(\.variable.name.value) == ["id"])
    }

    @Test func valuesSelectionsAndTypesNestedFarTooDeepAreSyntaxErrors() {
        let depth = 100_000
        let documents = [
            "{ user(id: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + ") { id } }",
            "{ a: settings(x: " + String(repeating: "{a: ", count: depth) + "1" + String(repeating: "}", count: depth) + ") }",
            "query Q " + String(repeating: "{a", count: depth) + String(repeating: "}", count: depth),
            "query Q($v: " + String(repeating: "[", count: depth) + "ID" + String(repeating: "]", count: depth) + ") { viewer { user { id } } }",
        ]
        for text in documents {
            let source = Source(text: text, path: "deep.graphql")
            let error = parseError(text, path: "deep.graphql")
            #expect(error?.message == "Syntax Error: Document is nested too deeply. Parsing aborted.")
            let rendered = error.map { DiagnosticRenderer(sources: [source]).render($0.diagnostic) } ?? ""
            #expect(rendered.split(separator: "\n").count == 3)
            #expect(rendered.count < 400)
        }
    }

    @Test func aConfigurationNestedFarTooDeepIsRefusedWhereItGoesTooDeep() {
        let depth = 100_000
        let text = #"{"schema": "schema.graphql", "a": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        let (config, diagnostics) = ConfigDecoder.decode(text, path: "baton.json", checkingFiles: false)
        #expect(config == nil)
        #expect(diagnostics.map(\.message) == ["baton.json is refused: its objects and arrays nest deeper than \(JSONParser.maximumDepth) levels"])
        // The object around them is the first level: the array at column 35 is the second.
        #expect(diagnostics.first?.span.start.column == 35 + JSONParser.maximumDepth - 1)
        let atLimit = #"{"schema": "schema.graphql", "a": "# + String(repeating: "[", count: JSONParser.maximumDepth - 1)
            + String(repeating: "]", count: JSONParser.maximumDepth - 1) + "}"
        #expect(ConfigDecoder.decode(atLimit, path: "baton.json", checkingFiles: false).diagnostics.map(\.message)
            .allSatisfy { !$0.contains("nest") })
    }

    @Test func aLongChainOfNonNullInputTypesIsCheckedWithoutTheThreadsStack() throws {
        let count = 10_000
        var sdl = "type Query { a(i: I0): Int }\n"
        for index in 0..<count {
            sdl += "input I\(index) { " + (index + 1 < count ? "next: I\(index + 1)!" : "value: Int") + " }\n"
        }
        let build = { (text: String) in
            SchemaBuilder.build([SchemaSource(document: try Parser.parseDocument(Source(text: text, path: "s.graphql")), path: "s.graphql")])
                .diagnostics.map(\.message)
        }
        #expect(try build(sdl) == [])
        let looped = try build(sdl.replacingOccurrences(of: "value: Int", with: "back: I\(count - 3)!"))
        #expect(looped == (count - 3..<count).map { index in
            let path = Array(repeating: "next", count: count - 1 - index) + ["back"] + Array(repeating: "next", count: index - (count - 3))
            return "Cannot reference Input Object \"I\(index)\" within itself through a series of non-null fields: \"\(path.joined(separator: "."))\"."
        })
    }

    /// The shared file boxes a field whose input holds its own input again, and only
    /// that; along a long chain of inputs it finds none and writes every input.
    @Test func aVariableOfALongChainOfInputTypesGeneratesItsInputsAndBoxesOnlyACycle() throws {
        let count = 10_000
        var sdl = "type Query { a(i: I0): Int }\n"
        for index in 0..<count {
            sdl += "input I\(index) { " + (index + 1 < count ? "next: I\(index + 1)" : "value: Int, back: I\(count - 2)") + " }\n"
        }
        let schema = SchemaBuilder.build([SchemaSource(
            document: try Parser.parseDocument(Source(text: sdl, path: "s.graphql")), path: "s.graphql")]).schema
        let document = try Parser.parseDocument(Source(text: "query Q($i: I0) { a(i: $i) }", path: "q.graphql"))
        let output = try Generator.generate(
            documents: [ExecutableSource(document: document, path: "q.graphql")], schema: schema, config: nil, schemaDigest: "d")
        let shared = try #require(output.files.first { $0.name == Generator.sharedFileName }?.contents)
        #expect(shared.components(separatedBy: ": Hashable, Sendable, VariableRepresentable").count == count + 1)
        #expect(shared.contains("    public var next: I1?\n"))
        #expect(shared.contains("    @Indirect public var next: I\(count - 1)?\n"))
        #expect(shared.contains("    @Indirect public var back: I\(count - 2)?\n"))
        #expect(shared.components(separatedBy: "@Indirect").count == 3)
    }
}
