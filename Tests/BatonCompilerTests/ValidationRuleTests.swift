import BatonSupport
import Testing
@testable import BatonCompiler

/// One test per rule of the specification: a document that breaks it gives
/// exactly the rule's error; the counterpart that keeps it gives none.
@Suite struct ValidationRuleTests {
    func errors(_ text: String) -> [String] { ValidationFixture.errors(text) }

    @Test func aValidDocumentHasNoErrors() {
        #expect(errors("""
        query Q($id: ID!, $size: Int = 48) {
          user(id: $id) { id name avatar(size: $size) friends { ...UserName } }
          pets { name ... on Dog { barks } ...CatFields }
          search(text: "a") { __typename ... on User { id } ... on Dog { id } }
        }
        fragment UserName on User { name }
        fragment CatFields on Cat { meows }
        """) == [])
    }

    @Test func executableDefinitions() {
        #expect(errors("query Q { viewer { user { id } } } type Extra { a: Int }")
            == ["The \"Extra\" definition is not executable."])
    }

    @Test func knownOperationTypes() {
        let schema = SchemaBuilder.build([SchemaSource(document: try! Parser.parseDocument(Source(text: "type Query { a: Int }")), path: "s")]).schema
        let document = try! Parser.parseDocument(Source(text: "mutation M { a }"))
        #expect(Validator.validate(document: document, path: "d", schema: schema, options: .specification).map(\.message)
            == ["The mutation operation is not supported by the schema."])
    }

    @Test func uniqueOperationNames() {
        #expect(errors("query A { settings { theme } } query A { viewer { user { id } } }")
            == ["There can be only one operation named \"A\"."])
    }

    @Test func loneAnonymousOperation() {
        #expect(errors("{ settings { theme } } query A { settings { theme } }")
            == ["This anonymous operation must be the only defined operation."])
    }

    @Test func singleFieldSubscriptions() {
        #expect(errors("subscription S { tick userChanged(id: 1) { id } }")
            == ["Subscription \"S\" must select only one top level field."])
        #expect(errors("subscription S { __typename }")
            == ["Subscription \"S\" must not select an introspection top level field."])
        #expect(errors("subscription S($skip: Boolean!) { tick @skip(if: $skip) }")
            == ["Subscription \"S\" must not use `@skip` or `@include` directives in the top level selection."])
        #expect(errors("subscription S { ...T } fragment T on Subscription { tick }") == [])
        #expect(errors("subscription S { ...T } fragment T on Subscription { ... on Query { __typename } }") == [
            "Subscription \"S\" must select one top level field.",
            "Fragment cannot be spread here as objects of type \"Subscription\" can never be of type \"Query\".",
        ])
    }

    @Test func knownTypeNames() {
        let found = ValidationFixture.diagnostics("query Q($r: Rol) { users(role: $r) { pageInfo { hasNextPage } } pets { ... on Dogg { name } } }")
        #expect(found.map(\.message) == ["Unknown type \"Rol\".", "Unknown type \"Dogg\"."])
        #expect(found.map(\.suggestions) == [["Role", "Dog"], ["Dog"]])
    }

    @Test func fragmentsOnCompositeTypes() {
        #expect(errors("query Q { ...F } fragment F on Role { __typename }")
            == ["Fragment \"F\" cannot condition on non composite type \"Role\"."])
    }

    @Test func variablesAreInputTypes() {
        #expect(errors("query Q($u: User) { settings { theme } }")
            == ["Variable \"$u\" is never used in operation \"Q\".", "Variable \"$u\" cannot be non-input type \"User\"."])
    }

    @Test func scalarLeafs() {
        #expect(errors("query Q { settings { theme { x } } viewer }") == [
            "Field \"theme\" must not have a selection since type \"String\" has no subfields.",
            "Field \"viewer\" of type \"Viewer\" must have a selection of subfields. Did you mean \"viewer { ... }\"?",
        ])
    }

    @Test func fieldsOnCorrectTypeSuggestsTypesThenFields() {
        let found = ValidationFixture.diagnostics("query Q { pets { barks } user(id: 1) { nmae } }")
        #expect(found.map(\.message) == [
            "Cannot query field \"barks\" on type \"Pet\". Did you mean to use an inline fragment on \"Dog\"?",
            "Cannot query field \"nmae\" on type \"User\".",
        ])
        #expect(found[1].suggestions == ["name"])
        #expect(found[1].span.start.column == 40)
    }

    @Test func uniqueAndKnownFragmentNames() {
        #expect(errors("query Q { viewer { ...V ...W } } fragment V on Viewer { user { id } } fragment V on Viewer { user { id } }") == [
            "Unknown fragment \"W\".",
            "There can be only one fragment named \"V\".",
        ])
    }

    @Test func noUnusedFragmentsIsTheSpecificationsAndNotRelays() {
        let text = "query Q { settings { theme } } fragment Unused on Settings { theme }"
        #expect(errors(text) == ["Fragment \"Unused\" is never used."])
        #expect(ValidationFixture.errors(text, options: ValidationOptions()) == [])
    }

    @Test func possibleFragmentSpreads() {
        #expect(errors("query Q { user(id: 1) { ... on Dog { id } ...C } } fragment C on Cat { id }") == [
            "Fragment cannot be spread here as objects of type \"User\" can never be of type \"Dog\".",
            "Fragment \"C\" cannot be spread here as objects of type \"User\" can never be of type \"Cat\".",
        ])
        #expect(errors("query Q { node(id: 1) { ... on Pet { name } } }") == [])
    }

    @Test func noFragmentCycles() {
        #expect(errors("query Q { viewer { ...A } } fragment A on Viewer { ...B } fragment B on Viewer { ...A }")
            == ["Cannot spread fragment \"A\" within itself via \"B\"."])
        #expect(errors("query Q { viewer { ...A } } fragment A on Viewer { ...A }")
            == ["Cannot spread fragment \"A\" within itself."])
        // Two cycles through one fragment, each reported once at the spread that closes it.
        #expect(errors("""
            query Q { viewer { ...A } }
            fragment A on Viewer { ...B ...C }
            fragment B on Viewer { ...A }
            fragment C on Viewer { ...C }
            """) == ["Cannot spread fragment \"A\" within itself via \"B\".", "Cannot spread fragment \"C\" within itself."])
    }

    /// The cycle rule alone over a document: the other rules' cost on a long chain is
    /// not what this measures.
    private func cycleErrors(_ text: String) throws -> [String] {
        let document = try Parser.parseDocument(Source(text: text, path: "document.graphql"))
        let context = ValidationContext(schema: ValidationFixture.schema, config: nil, options: .specification,
                                        sources: [ExecutableSource(document: document, path: "document.graphql")])
        DocumentWalker(context: context, rules: [NoFragmentCycles(context)]).walk()
        return context.diagnostics.sortedByPlace().map(\.message)
    }

    @Test func aChainOfFiveThousandFragmentsIsWalkedWithoutTheThreadsStack() throws {
        let count = 5_000
        var text = "query Q { viewer { ...F0 } }\n"
        for index in 0..<count {
            text += "fragment F\(index) on Viewer { " + (index + 1 < count ? "...F\(index + 1)" : "user { id }") + " }\n"
        }
        #expect(try cycleErrors(text) == [])
        #expect(try cycleErrors(text + "fragment Loop on Viewer { ...F0 ...Loop }\n") == ["Cannot spread fragment \"Loop\" within itself."])
        let looped = try cycleErrors(text.replacingOccurrences(of: "user { id }", with: "...F0"))
        #expect(looped.count == 1)
        #expect(looped.first?.hasPrefix("Cannot spread fragment \"F0\" within itself via \"F1\", \"F2\",") == true)
    }

    @Test func variablesAreUniqueDefinedAndUsed() {
        #expect(errors("query Q($a: ID!, $a: ID!) { user(id: $a) { id } }")
            == ["There can be only one variable named \"$a\"."])
        #expect(errors("query Q { ...F } fragment F on Query { user(id: $missing) { id } }")
            == ["Variable \"$missing\" is not defined by operation \"Q\"."])
        #expect(errors("query Q($unused: Int) { settings { theme } }")
            == ["Variable \"$unused\" is never used in operation \"Q\"."])
    }

    @Test func knownDirectivesAndTheirLocations() {
        let found = ValidationFixture.diagnostics("query Q @include(if: true) { settings @skp(if: true) { theme } }")
        #expect(found.map(\.message) == ["Directive \"@include\" may not be used on QUERY.", "Unknown directive \"@skp\"."])
        #expect(found[1].suggestions == ["@skip"])
    }

    @Test func uniqueDirectivesPerLocation() {
        #expect(errors("query Q { settings @skip(if: false) @skip(if: true) { theme } }")
            == ["The directive \"@skip\" can only be used once at this location."])
    }

    @Test func knownAndUniqueArgumentNames() {
        let found = ValidationFixture.diagnostics("query Q { user(id: 1, idd: 2, id: 3) { avatar(size: 1, sise: 2) } }")
        #expect(found.map(\.message) == [
            "Unknown argument \"idd\" on field \"Query.user\".",
            "There can be only one argument named \"id\".",
            "Unknown argument \"sise\" on field \"User.avatar\".",
        ])
        #expect(found.map(\.suggestions) == [["id"], [], ["size"]])
    }

    @Test func valuesOfCorrectType() {
        #expect(errors("""
        mutation M {
          rename(input: {id: 1, name: 2, extra: true}) { id }
        }
        query Q { users(first: 2147483648, role: admin) { pageInfo { hasNextPage } } search(text: RED) { __typename } }
        """) == [
            "String cannot represent a non string value: 2",
            "Field \"extra\" is not defined by type \"RenameInput\".",
            "Int cannot represent non 32-bit signed integer value: 2147483648",
            "Value \"admin\" does not exist in \"Role\" enum.",
            "String cannot represent a non string value: RED",
        ])
        #expect(errors("mutation M { rename(input: {id: 1}) { id } }")
            == ["Field \"RenameInput.name\" of required type \"String!\" was not provided."])
    }

    @Test func providedRequiredArguments() {
        #expect(errors("query Q { user { id } settings @include { theme } }") == [
            "Field \"user\" argument \"id\" of type \"ID!\" is required, but it was not provided.",
            "Directive \"@include\" argument \"if\" of type \"Boolean!\" is required, but it was not provided.",
        ])
    }

    @Test func variablesInAllowedPosition() {
        #expect(errors("query Q($id: ID, $size: Int = 3, $limit: String) { user(id: $id) { avatar(size: $size) } search(text: \"x\", limit: $limit) { __typename } }") == [
            "Variable \"$id\" of type \"ID\" used in position expecting type \"ID!\".",
            "Variable \"$limit\" of type \"String\" used in position expecting type \"Int\".",
        ])
    }

    @Test func overlappingFieldsCanBeMerged() {
        #expect(errors("query Q { settings { theme theme: __typename } }")
            == ["Fields \"theme\" conflict because \"theme\" and \"__typename\" are different fields. Use different aliases on the fields to fetch both if this was intentional."])
        #expect(errors("query Q { user(id: 1) { avatar(size: 1) avatar(size: 2) } }")
            == ["Fields \"avatar\" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional."])
        #expect(errors("query Q { pets { ... on Dog { nickname } ... on Cat { nickname } } }")
            == ["Fields \"nickname\" conflict because they return conflicting types \"String\" and \"Int\". Use different aliases on the fields to fetch both if this was intentional."])
        #expect(errors("query Q { pets { ... on Dog { name: nickname } ... on Cat { name } } }") == [])
        #expect(errors("query Q { viewer { user { id } } ...V } fragment V on Query { viewer { user: settings2: user { name } } }").count == 1)
    }

    @Test func uniqueInputFieldNames() {
        #expect(errors("mutation M { rename(input: {id: 1, id: 2, name: \"n\"}) { id } }")
            == ["There can be only one input field named \"id\"."])
    }

    @Test func oneOfInputObjects() {
        let schema = SchemaBuilder.build([SchemaSource(document: try! Parser.parseDocument(Source(text: """
        type Query { find(by: Choice!): Int }
        input Choice @oneOf { id: ID, name: String }
        """)), path: "s")]).schema
        let document = try! Parser.parseDocument(Source(text: "query Q { a: find(by: {id: 1, name: \"x\"}) b: find(by: {id: 1}) }"))
        #expect(Validator.validate(document: document, path: "d", schema: schema, options: .specification).map(\.message)
            == ["OneOf Input Object \"Choice\" must specify exactly one key."])
    }

    @Test func deferAndStreamRules() {
        #expect(errors("query Q { ... @defer(label: \"a\") { settings { theme } } ... @defer(label: \"a\") { viewer { user { id } } } }")
            == ["Defer/Stream directive label argument must be unique."])
        // Unique in an operation with the fragments it reaches; two operations may share one.
        #expect(errors("query A { ...F ... @defer(label: \"a\") { settings { theme } } } fragment F on Query { ... @defer(label: \"a\") { viewer { user { id } } } }")
            == ["Defer/Stream directive label argument must be unique."])
        #expect(errors("query A { ... @defer(label: \"a\") { settings { theme } } } query B { ... @defer(label: \"a\") { settings { theme } } }")
            .isEmpty)
        #expect(errors("query Q($l: String) { ... @defer(label: $l) { settings { theme } } }")
            == ["Defer directive label argument must be a static string."])
        #expect(errors("query Q { settings @stream { theme } }")
            == ["Stream directive cannot be used on non-list field \"settings\" on type \"Query\"."])
        #expect(errors("mutation M { ... @defer { rename(input: {id: 1, name: \"n\"}) { id } } }").contains(
            "Defer directive cannot be used on root mutation type \"Mutation\"."))
        #expect(errors("subscription S { userChanged(id: 1) { ... @defer { name } } }")
            == ["Defer directive not supported on subscription operations. Disable `@defer` by setting the `if` argument to `false`."])
        #expect(errors("subscription S($d: Boolean!) { userChanged(id: 1) { ... @defer(if: $d) { name } } }") == [])
    }

    @Test func maxIntrospectionDepth() {
        #expect(errors("query Q { __schema { types { fields { type { fields { type { fields { name } } } } } } } }")
            == ["Maximum introspection depth exceeded"])
        #expect(errors("query Q { __schema { types { ...T } } } fragment T on __Type { fields { type { ...U } } } fragment U on __Type { fields { name } }") == [])
        #expect(errors("query Q { __type(name: \"X\") { ...T } } fragment T on __Type { interfaces { ...U } } fragment U on __Type { possibleTypes { inputFields { name } } }")
            == ["Maximum introspection depth exceeded"])
    }
}
