import BatonSupport
import Testing
@testable import BatonCompiler

/// Relay's semantics and Relay's and Baton's directive rules.
@Suite struct ValidationRelayTests {
    func errors(_ text: String, config: BatonConfig? = nil) -> [String] {
        ValidationFixture.errors(text, options: ValidationOptions(), config: config)
    }

    @Test func operationsMustBeNamedUnlessSwitchedOff() {
        let text = "{ settings { theme } }"
        #expect(errors(text).count == 1)
        #expect(errors(text)[0].hasPrefix("Operations must be named"))
        #expect(ValidationFixture.errors(text, options: ValidationOptions(requireNamedOperations: false)) == [])
    }

    @Test func fragmentArgumentsAreTheFragmentsOwnVariables() {
        #expect(errors("""
        query Q { ...Friends @arguments(size: 20) }
        fragment Friends on Query @argumentDefinitions(size: {type: "Int!", defaultValue: 10}, id: {type: "ID"}) {
          user(id: $id) { avatar(size: $size) }
        }
        """) == ["Variable \"$id\" of type \"ID\" used in position expecting type \"ID!\"."])
    }

    @Test func aFragmentsGlobalVariableMustBeDefinedByTheOperation() {
        #expect(errors("""
        query Q { ...F }
        fragment F on Query @argumentDefinitions(size: {type: "Int!"}) { user(id: $id) { avatar(size: $size) } }
        """) == [
            "Fragment \"F\" argument \"size\" of type \"Int!\" is required, but it was not provided.",
            "Variable \"$id\" is not defined by operation \"Q\".",
        ])
    }

    @Test func unusedFragmentArgumentsAndBadDefinitionsAreReported() {
        #expect(errors("""
        query Q { ...F @arguments(sise: 1, size: "big") }
        fragment F on Query @argumentDefinitions(size: {type: "Int"}, other: {type: "Strin"}, bad: {kind: "Int"}) { user(id: 1) { avatar(size: $size) } }
        """) == [
            "Unknown argument \"sise\" on fragment \"F\".",
            "Int cannot represent non-integer value: \"big\"",
            "Unknown type \"Strin\".",
            "Variable \"$other\" of fragment \"F\" is never used.",
            "The argument \"bad\" of @argumentDefinitions must give its type: {type: \"Type\"}.",
            "Variable \"$bad\" of fragment \"F\" is never used.",
            "Unknown key \"kind\" in the definition of \"bad\"; expected type or defaultValue.",
            "Variable \"$size\" of type \"Int\" used in position expecting type \"Int!\".",
        ])
    }

    @Test func connectionRules() {
        let valid = "query Q { users(first: 10) @connection(key: \"Q_users\", filters: [\"role\"]) { edges { node { id } } } }"
        #expect(errors(valid) == [])
        #expect(errors("query Q { users(first: 10) @connection(key: \"users\", filters: [\"rol\"]) { edges { node { id } } } }") == [
            "Expected the key argument to @connection to be of form <SomeName>_users, got \"users\".",
            "@connection(filters:) names \"rol\", which is not an argument of \"users\".",
        ])
        #expect(errors("query Q { users @connection(key: \"Q_users\") { edges { node { id } } } }")
            == ["Expected field \"users\" with @connection to be passed a \"first\" or \"last\" argument."])
        #expect(errors("query Q { pets @connection(key: \"Q_pets\") { name } }")
            == ["@connection stands on a connection field: \"Query.pets\" returns \"[Pet]\", which has no \"edges\" (a list of edges with a \"node\") and \"pageInfo\"."])
        #expect(errors("query Q { users(first: 1) @connection { edges { node { id } } } }").first?.hasPrefix("@connection(key:) is required") == true)
    }

    @Test func refetchableNeedsAFetchableType() {
        #expect(errors("query Q { user(id: 1) { ...U } } fragment U on User @refetchable(queryName: \"URefetch\") { name }") == [])
        #expect(errors("query Q { ...R } fragment R on Query @refetchable(queryName: \"RRefetch\") { settings { theme } }") == [])
        #expect(errors("query Q { viewer { ...V } } fragment V on Viewer @refetchable(queryName: \"VRefetch\") { user { id } }") == [])
        #expect(errors("query Q { settings { ...S } } fragment S on Settings @refetchable(queryName: \"Q\") { theme }") == [
            "@refetchable needs a type a query can fetch again: \"Settings\" is not the query type, Viewer, a Node with an id, or a type a lookup in baton.json fetches.",
            "@refetchable(queryName:) \"Q\" is already the name of an operation or another refetch query.",
        ])
    }

    @Test func refetchableAcceptsATypeALookupFetches() {
        let json = "{\"schema\": \"s.graphql\", \"lookups\": [{\"field\": \"Query.settings\", \"type\": \"Settings\", \"argument\": \"id\"}]}"
        let config = ConfigDecoder.decode(json, path: "baton.json", checkingFiles: false).config
        #expect(errors("query Q { settings { ...S } } fragment S on Settings @refetchable(queryName: \"SRefetch\") { theme }", config: config) == [])
    }

    @Test func requiredStandsOnNullableFieldsWithALiteralAction() {
        #expect(errors("query Q { user(id: 1) @required(action: LOG) { bio @required(action: NONE) } }") == [])
        #expect(errors("query Q($a: RequiredFieldAction!) { user(id: 1) { name @required(action: THROW) bio @required(action: $a) } }") == [
            "@required stands on nullable fields: \"User.name\" is \"String!\", which is never null.",
            "@required(action:) must be written in the document (NONE, LOG or THROW), not a variable.",
        ])
        #expect(errors("query Q { user(id: 1) { bio @required(action: CRASH) } }") == ["Value \"CRASH\" does not exist in \"RequiredFieldAction\" enum."])
    }

    @Test func aliasStandsOnFragments() {
        #expect(errors("query Q { node(id: 1) { ...D @alias(as: \"dog\") ... on Cat @alias { id } } } fragment D on Dog { id }") == [])
        #expect(errors("query Q { node(id: 1) { ... @alias { id } id @alias(as: \"x\") } }") == [
            "@alias on an inline fragment without a type condition must give its name: @alias(as: \"name\").",
            "Directive \"@alias\" may not be used on FIELD.",
        ])
    }

    @Test func declarativeMutationDirectives() {
        #expect(errors("""
        mutation M($c: [ID!]!) {
          rename(input: {id: 1, name: "n"}) @appendNode(connections: $c, edgeTypeName: "UserEdge") { id @deleteRecord name @deleteEdge(connections: $c) }
        }
        """) == ["@deleteEdge stands on a field of type ID or [ID]: \"User.name\" is \"String!\"."])
        #expect(errors("mutation M($c: [ID!]!) { rename(input: {id: 1, name: \"n\"}) @prependNode(connections: $c, edgeTypeName: \"UsrEdge\") @appendEdge(connections: $c) { id } }") == [
            "@prependNode(edgeTypeName:) names \"UsrEdge\", which the schema does not define.",
            "@appendEdge stands on an edge field, one whose type has a \"node\": \"Mutation.rename\" is \"User\".",
        ])
    }

    /// Baton's compiler takes any type the schema has; the runtime inserts no edge
    /// of another type than the connection's.
    @Test func appendNodeMayNameATypeThatIsNoEdge() {
        #expect(errors("mutation M($c: [ID!]!) { rename(input: {id: 1, name: \"n\"}) @appendNode(connections: $c, edgeTypeName: \"User\") { id } }") == [])
    }

    @Test func cacheExpirationIsALiteralOnQueries() {
        #expect(errors("query Q @cacheExpiration(seconds: 60) { settings { theme } }") == [])
        #expect(errors("query Q($s: Float!) @cacheExpiration(seconds: $s) { settings { theme } }")
            == ["@cacheExpiration(seconds:) must be a number written in the document: the compiler makes it a constant of the operation."])
        #expect(errors("query Q @cacheExpiration(seconds: 0) { settings { theme } }") == ["@cacheExpiration(seconds:) must be positive, found 0."])
        #expect(errors("mutation M @cacheExpiration(seconds: 5) { rename(input: {id: 1, name: \"n\"}) { id } }")
            == ["Directive \"@cacheExpiration\" may not be used on MUTATION."])
    }

    @Test func deferIsNotSupportedInMutations() {
        #expect(errors("mutation M { rename(input: {id: 1, name: \"n\"}) { ... @defer { bio } } }")
            == ["@defer is not supported in a mutation: its response is committed as one payload."])
    }

    @Test func documentsOfATargetAreValidatedTogether() throws {
        let first = try Parser.parseDocument(Source(text: "query Q { user(id: 1) { ...UserName } }", path: "a.graphql"))
        let second = try Parser.parseDocument(Source(text: "fragment UserName on User { nmae }", path: "b.graphql"))
        let found = Validator.validate(
            documents: [ExecutableSource(document: first, path: "a.graphql"), ExecutableSource(document: second, path: "b.graphql")],
            schema: ValidationFixture.schema)
        #expect(found.map(\.path) == ["b.graphql"])
        #expect(found.map(\.message) == ["Cannot query field \"nmae\" on type \"User\"."])
    }

    @Test func deferIsNotSupportedInFragmentsAMutationSpreads() {
        #expect(errors("mutation M { rename(input: {id: 1, name: \"n\"}) { ...B } } fragment B on User { ... @defer { bio } }")
            == ["@defer is not supported in a mutation: its response is committed as one payload."])
    }

    @Test func anOperationOfClientFieldsAloneIsRefused() throws {
        let server = try Parser.parseDocument(Source(text: ValidationFixture.sdl, path: "schema.graphql"))
        let client = try Parser.parseDocument(Source(text: "extend type Query { draft: String } extend type User { isSelected: Boolean }", path: "client.graphql"))
        let schema = SchemaBuilder.build([
            SchemaSource(document: server, path: "schema.graphql"), SchemaSource(document: client, path: "client.graphql", isClient: true),
        ]).schema
        func errors(_ text: String) throws -> [String] {
            Validator.validate(document: try Parser.parseDocument(Source(text: text)), path: "d", schema: schema).map(\.message)
        }
        #expect(try errors("query Q { draft }") == ["The operation selects client fields only; a server answers at least one field of its own."])
        #expect(try errors("query Q { draft user(id: 1) { isSelected } }") == [])
    }
}
