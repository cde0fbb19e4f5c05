import BatonSupport
import Foundation
import Testing
@testable import BatonCompiler

@Suite("Parser")
struct SyntaxParserTests {
    @Test func operationWithEverything() throws {
        let document = try parse("""
            query Screen($id: ID! = "1" @deprecated, $list: [[Int!]]) @live {
              alias: node(id: $id, list: [1, 2.5, "s", true, null, RED, {a: $list}]) @include(if: true) {
                ...Row @arguments(n: 1)
                ... on User @skip(if: false) { name }
                ... { id }
              }
            }
            """)
        let operation = try #require(document.operations.first)
        #expect(operation.operation == .query)
        #expect(operation.name?.value == "Screen")
        #expect(operation.variableDefinitions.count == 2)
        let first = operation.variableDefinitions[0]
        #expect(first.variable.name.value == "id")
        #expect(first.type == .nonNull(NonNullType(ofType: .named(first.type.namedType), span: first.type.span)))
        if case .string(let value) = first.defaultValue {
            #expect(value.value == "1")
            #expect(value.raw == "\"1\"")
            #expect(!value.block)
        } else {
            Issue.record("expected a string default")
        }
        #expect(first.directives.map(\.name.value) == ["deprecated"])
        #expect(CompactPrinter.print(operation.variableDefinitions[1].type) == "[[Int!]]")
        #expect(operation.directives.map(\.name.value) == ["live"])
        guard case .field(let field) = operation.selectionSet.selections.first else {
            Issue.record("expected a field")
            return
        }
        #expect(field.alias?.value == "alias")
        #expect(field.name.value == "node")
        #expect(field.responseKey == "alias")
        #expect(field.arguments.map(\.name.value) == ["id", "list"])
        guard case .list(let list) = field.arguments[1].value else {
            Issue.record("expected a list")
            return
        }
        #expect(list.values.count == 7)
        if case .enumValue(let value) = list.values[5] { #expect(value.value == "RED") } else { Issue.record("enum") }
        if case .null = list.values[4] {} else { Issue.record("null") }
        if case .boolean(let value) = list.values[3] { #expect(value.value) } else { Issue.record("boolean") }
        if case .float(let value) = list.values[1] { #expect(value.text == "2.5") } else { Issue.record("float") }
        let selections = try #require(field.selectionSet?.selections)
        #expect(selections.count == 3)
        if case .fragmentSpread(let spread) = selections[0] {
            #expect(spread.name.value == "Row")
            #expect(spread.directives.first?.arguments.first?.name.value == "n")
        } else {
            Issue.record("expected a spread")
        }
        if case .inlineFragment(let inline) = selections[1] {
            #expect(inline.typeCondition?.name.value == "User")
            #expect(inline.directives.map(\.name.value) == ["skip"])
        } else {
            Issue.record("expected an inline fragment")
        }
        if case .inlineFragment(let inline) = selections[2] {
            #expect(inline.typeCondition == nil)
        } else {
            Issue.record("expected an inline fragment without a type condition")
        }
    }

    @Test func shorthandMutationSubscriptionAndFragment() throws {
        let document = try parse("""
            { a }
            mutation M { b }
            subscription S { c }
            fragment F on T @d { d }
            """)
        #expect(document.definitions.count == 4)
        #expect(document.operations.map(\.operation) == [.query, .mutation, .subscription])
        #expect(document.operations[0].name == nil)
        #expect(document.fragments.first?.name.value == "F")
        #expect(document.fragments.first?.typeCondition.name.value == "T")
        #expect(document.fragments.first?.directives.count == 1)
        #expect(document.definitions.allSatisfy { $0.isExecutable })
    }

    @Test func workingDraftAdditions() throws {
        let document = try parse(#"""
            "Lists the characters." query Characters("The page." $page: Int) { characters(page: $page) { results {} } }
            """A row."""
            fragment Row on Character { id }
            { }
            directive @tagged(name: String) @deprecated(reason: "old") repeatable on FIELD
            directive @meta on DIRECTIVE_DEFINITION | FRAGMENT_VARIABLE_DEFINITION
            """#)
        guard case .directive(let meta) = document.definitions[4] else {
            Issue.record("expected a second directive definition")
            return
        }
        #expect(meta.locations.map(\.location) == [.directiveDefinition, .fragmentVariableDefinition])
        #expect(document.operations[0].description?.value == "Lists the characters.")
        #expect(document.operations[0].variableDefinitions[0].description?.value == "The page.")
        #expect(document.fragments[0].description?.value == "A row.")
        #expect(document.fragments[0].description?.block == true)
        #expect(document.operations[1].selectionSet.selections.isEmpty)
        #expect(document.operations[0].span.start.column == 1)
        guard case .directive(let directive) = document.definitions[3] else {
            Issue.record("expected a directive definition")
            return
        }
        #expect(directive.directives.map(\.name.value) == ["deprecated"])
        #expect(directive.repeatable)
        #expect(
            try CompactPrinter.print(document.operations[0], fragments: [:])
                == "query Characters($page:Int){characters(page:$page){results{}}}")
    }

    /// graphql-core's limit: 200 levels of selection sets, lists, objects and list
    /// types together, the error at the token that goes one deeper.
    @Test func nestingDepthIsLimited() throws {
        func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }
        let tooDeep = parseError("{" + repeated("a{", 200) + "b" + repeated("}", 201))
        #expect(tooDeep?.message == "Syntax Error: Document is nested too deeply. Parsing aborted.")
        #expect(tooDeep?.location.column == 401)
        _ = try parse("{" + repeated("a{", 199) + "b" + repeated("}", 200))
        #expect(parseError("{ a(b: " + repeated("[", 200) + repeated("]", 200) + ") }")?.location.column == 207)
        _ = try parse("{ a(b: " + repeated("[", 199) + repeated("]", 199) + ") }")
        #expect(parseError("{ a(b: " + repeated("{c:", 200) + "1" + repeated("}", 200) + ") }")?.location.column == 605)
        _ = try parse("{ a(b: " + repeated("{c:", 199) + "1" + repeated("}", 199) + ") }")
        _ = try parse("query Q($a: " + repeated("[", 200) + "Int" + repeated("]", 200) + ") { a }")
        #expect(parseError("query Q($a: " + repeated("[", 201) + "Int" + repeated("]", 201) + ") { a }")?.location.column == 214)
    }

    @Test func keywordsAreNamesWhereNamesStand() throws {
        let document = try parse("""
            query query($on: on) { on: fragment(query: subscription, true: false) @on { on } ...type }
            fragment type on on { null }
            """)
        #expect(document.operations.first?.name?.value == "query")
        #expect(document.fragments.first?.typeCondition.name.value == "on")
    }

    @Test func typeSystemDefinitions() throws {
        let document = try parse(#"""
            "The schema" schema @a { query: Q mutation: M subscription: S }
            """
            A scalar.
            """
            scalar DateTime @specifiedBy(url: "https://example.com")
            type T implements & I & J @key(fields: "id") {
              "the field"
              f("an argument" a: Int = 1 @d, b: [String!]! = ["x"]): [T!]! @deprecated(reason: "no")
            }
            interface I implements J { f: Int }
            union U @u = | A | B
            enum E @e { "one" ONE @x TWO }
            input In { a: Int = 1 @d, b: In }
            directive @d(a: Int = 2) repeatable on FIELD_DEFINITION | ARGUMENT_DEFINITION
            directive @e on | ENUM
            """#)
        #expect(document.definitions.count == 9)
        guard case .schema(let schema) = document.definitions[0] else {
            Issue.record("schema")
            return
        }
        #expect(schema.description?.value == "The schema")
        #expect(schema.operationTypes.map(\.operation) == [.query, .mutation, .subscription])
        #expect(schema.operationTypes.map(\.type.name.value) == ["Q", "M", "S"])
        guard case .type(.scalar(let scalar)) = document.definitions[1] else {
            Issue.record("scalar")
            return
        }
        #expect(scalar.description?.value == "A scalar.")
        #expect(scalar.description?.block == true)
        guard case .type(.object(let object)) = document.definitions[2] else {
            Issue.record("object")
            return
        }
        #expect(object.interfaces.map(\.name.value) == ["I", "J"])
        #expect(object.fields.first?.description?.value == "the field")
        #expect(object.fields.first?.arguments.map(\.name.value) == ["a", "b"])
        #expect(object.fields.first?.arguments.first?.description?.value == "an argument")
        #expect(object.fields.first.map { CompactPrinter.print($0.type) } == "[T!]!")
        guard case .type(.interface(let interface)) = document.definitions[3] else {
            Issue.record("interface")
            return
        }
        #expect(interface.interfaces.map(\.name.value) == ["J"])
        guard case .type(.union(let union)) = document.definitions[4] else {
            Issue.record("union")
            return
        }
        #expect(union.types.map(\.name.value) == ["A", "B"])
        guard case .type(.enumType(let enumType)) = document.definitions[5] else {
            Issue.record("enum")
            return
        }
        #expect(enumType.values.map(\.name.value) == ["ONE", "TWO"])
        #expect(enumType.values.first?.description?.value == "one")
        guard case .type(.inputObject(let input)) = document.definitions[6] else {
            Issue.record("input")
            return
        }
        #expect(input.fields.map(\.name.value) == ["a", "b"])
        guard case .directive(let directive) = document.definitions[7] else {
            Issue.record("directive")
            return
        }
        #expect(directive.repeatable)
        #expect(directive.locations.map(\.location) == [.fieldDefinition, .argumentDefinition])
        guard case .directive(let other) = document.definitions[8] else {
            Issue.record("directive")
            return
        }
        #expect(!other.repeatable)
        #expect(other.locations.map(\.location) == [.enumType])
        #expect(document.definitions.filter(\.isExecutable).isEmpty)
    }

    @Test func extensions() throws {
        let document = try parse("""
            extend schema @a
            extend schema { subscription: S }
            extend scalar S @b
            extend type T implements I
            extend type T @c
            extend type T { g: Int }
            extend interface I implements J
            extend interface I { h: Int }
            extend union U = C
            extend union U @d
            extend enum E { THREE }
            extend enum E @e
            extend input In { c: Int }
            extend input In @f
            """)
        var kinds = [String]()
        for definition in document.definitions {
            switch definition {
            case .schemaExtension: kinds.append("schema")
            case .typeExtension(.scalar): kinds.append("scalar")
            case .typeExtension(.object): kinds.append("type")
            case .typeExtension(.interface): kinds.append("interface")
            case .typeExtension(.union): kinds.append("union")
            case .typeExtension(.enumType): kinds.append("enum")
            case .typeExtension(.inputObject): kinds.append("input")
            default: kinds.append("other")
            }
        }
        #expect(kinds == [
            "schema", "schema", "scalar", "type", "type", "type", "interface", "interface", "union", "union", "enum",
            "enum", "input", "input",
        ])
        if case .typeExtension(let extensionNode) = document.definitions[3] {
            #expect(extensionNode.name.value == "T")
        }
    }

    @Test(arguments: [
        ("", "Syntax Error: Unexpected <EOF>.", 1, 1),
        ("{", "Syntax Error: Expected Name, found <EOF>.", 1, 2),
        ("{ ...MissingOn }\nfragment MissingOn Type", "Syntax Error: Expected \"on\", found Name \"Type\".", 2, 20),
        ("{ field: {} }", "Syntax Error: Expected Name, found \"{\".", 1, 10),
        ("notAnOperation Foo { field }", "Syntax Error: Unexpected Name \"notAnOperation\".", 1, 1),
        ("...", "Syntax Error: Unexpected \"...\".", 1, 1),
        ("{ \"\"", "Syntax Error: Expected Name, found String \"\".", 1, 3),
        ("query Foo($x: Complex = { a: { b: [ $var ] } }) { field }",
            "Syntax Error: Unexpected variable \"$var\" in constant value.", 1, 37),
        ("query Foo($x: Int = $) { field }", "Syntax Error: Unexpected \"$\".", 1, 21),
        ("fragment on on on { on }", "Syntax Error: Unexpected Name \"on\".", 1, 10),
        ("{ ...on }", "Syntax Error: Expected Name, found \"}\".", 1, 9),
        ("query Q() { a }", "Syntax Error: Expected \"$\", found \")\".", 1, 9),
        ("{ a() }", "Syntax Error: Expected Name, found \")\".", 1, 5),
        ("{ a(b: 1 }", "Syntax Error: Expected Name, found \"}\".", 1, 10),
        ("{ a(b: ) }", "Syntax Error: Unexpected \")\".", 1, 8),
        ("query Q($a: ) { a }", "Syntax Error: Expected Name, found \")\".", 1, 13),
        ("query Q($a: [Int) { a }", "Syntax Error: Expected \"]\", found \")\".", 1, 17),
        ("query Q($a: Int!!) { a }", "Syntax Error: Expected \"$\", found \"!\".", 1, 17),
        ("\"Description\" { a }",
            "Syntax Error: Unexpected description, descriptions are not supported on shorthand queries.", 1, 1),
        ("\"Description\" extend type T @a",
            "Syntax Error: Unexpected description, only GraphQL definitions support descriptions.", 1, 1),
        ("\"\"\"Description\"\"\" thing", 
            "Syntax Error: Unexpected description, only GraphQL definitions support descriptions.", 1, 1),
        ("\"a\" \"b\" type T", "Syntax Error: Unexpected String \"b\".", 1, 5),
        ("directive @d @e(a: $v) on FIELD", "Syntax Error: Unexpected variable \"$v\" in constant value.", 1, 20),
        ("extend scalar Foo", "Syntax Error: Unexpected <EOF>.", 1, 18),
        ("extend type Foo", "Syntax Error: Unexpected <EOF>.", 1, 16),
        ("extend schema", "Syntax Error: Unexpected <EOF>.", 1, 14),
        ("extend union U", "Syntax Error: Unexpected <EOF>.", 1, 15),
        ("extend thing T", "Syntax Error: Unexpected Name \"thing\".", 1, 8),
        ("extend", "Syntax Error: Unexpected <EOF>.", 1, 7),
        ("enum E { true }", "Syntax Error: Name \"true\" is reserved and cannot be used for an enum value.", 1, 10),
        ("enum E { A, null }", "Syntax Error: Name \"null\" is reserved and cannot be used for an enum value.", 1, 13),
        ("directive @foo on FIELD | UNKNOWN", "Syntax Error: Unexpected Name \"UNKNOWN\".", 1, 27),
        ("directive @foo(a: Int) FIELD", "Syntax Error: Expected \"on\", found Name \"FIELD\".", 1, 24),
        ("type T { f(): Int }", "Syntax Error: Expected Name, found \")\".", 1, 12),
        ("type T { f Int }", "Syntax Error: Expected \":\", found Name \"Int\".", 1, 12),
        ("type T {}", "Syntax Error: Expected Name, found \"}\".", 1, 9),
        ("union U = ", "Syntax Error: Expected Name, found <EOF>.", 1, 11),
        ("type T implements { f: Int }", "Syntax Error: Expected Name, found \"{\".", 1, 19),
        ("schema { query Q }", "Syntax Error: Expected \":\", found Name \"Q\".", 1, 16),
        ("schema { thing: Q }", "Syntax Error: Unexpected Name \"thing\".", 1, 10),
        ("query Q { a } }", "Syntax Error: Unexpected \"}\".", 1, 15),
        ("input I { a: Int = $v }", "Syntax Error: Unexpected variable \"$v\" in constant value.", 1, 20),
        ("type T @d(a: $v) { f: Int }", "Syntax Error: Unexpected variable \"$v\" in constant value.", 1, 14),
    ])
    func errors(source: String, message: String, line: Int, column: Int) {
        let error = parseError(source)
        #expect(error?.message == message)
        #expect(error?.location.line == line)
        #expect(error?.location.column == column)
    }

    @Test func valuesAndTypesAlone() throws {
        let value = try Parser.parseValue(Source(text: "{a: [1, $v, \"\"\"x\"\"\"]}"))
        #expect(CompactPrinter.print(value) == "{a:[1,$v,\"\"\"x\"\"\"]}")
        #expect(throws: SyntaxError.self) { try Parser.parseValue(Source(text: "$v"), constant: true) }
        #expect(throws: SyntaxError.self) { try Parser.parseValue(Source(text: "1 2")) }
        let type = try Parser.parseType(Source(text: "[ID!]!"))
        #expect(type.namedType.name.value == "ID")
        #expect(CompactPrinter.print(type) == "[ID!]!")
    }

    @Test func parsesTheProjectSchemas() throws {
        for relative in ["schema.graphql", "graphql/github/schema.graphql"] {
            let path = RepositoryRoot.path + "/" + relative
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let document = try parseDocument(Source(text: text, path: path))
            let objectNames = document.definitions.compactMap { definition -> String? in
                if case .type(.object(let object)) = definition { object.name.value } else { nil }
            }
            #expect(objectNames.contains("Query"))
        }
    }

    @Test func aSyntaxErrorRendersAtItsPlaceWithACaret() {
        let source = Source(text: "{ a(b: \"x) }", path: "s.graphql")
        let error = parseError(source.text, path: source.path)
        let rendered = error.map { DiagnosticRenderer(sources: [source]).render($0.diagnostic) }
        #expect(rendered == "s.graphql:1:13: error: Syntax Error: Unterminated string.\n{ a(b: \"x) }\n            ^\n")
    }
}
