@testable import BatonCompiler
import BatonSupport
import Testing

/// `@refetchable(queryName:)`: the query generated beside the fragment, through
/// `node(id:)` for a Node, on the root for the query type, with the fragment's
/// arguments and the operation variables it reads as its variables.
@Suite struct RefetchableTests {
    static let sdl = """
        type Query { node(id: ID!): Node, viewer: Viewer, search(text: String!, first: Int): [Character!]! }
        interface Node { id: ID! }
        type Viewer { login: String }
        type Character implements Node { id: ID!, name(upper: Boolean): String, friends(first: Int, status: String): [Character!]! }
        type Tag { label: String }
        """

    static func schema() throws -> Schema {
        SchemaBuilder.build([
            SchemaSource(document: try Parser.parseDocument(Source(text: sdl, path: "schema.graphql")), path: "schema.graphql"),
        ]).schema
    }

    static func refetch(_ text: String) throws -> (query: OperationDefinition, text: String) {
        let schema = try schema()
        let document = try Parser.parseDocument(Source(text: text, path: "document.graphql"))
        let fragments = Dictionary(uniqueKeysWithValues: document.fragments.map { ($0.name.value, $0) })
        let fragment = try #require(document.fragments.first)
        let query = try #require(try RefetchQuery(schema: schema, fragments: fragments, path: "document.graphql").generate(for: fragment)).operation
        let assembly = try OperationAssembly(
            query, fragments: fragments,
            transform: SelectionTransform(schema: schema, config: BatonConfig(path: "baton.json", schema: "schema.graphql")))
        return (query, assembly.text)
    }

    @Test func aNodeIsFetchedAgainThroughNodeWithItsArgumentsAsVariables() throws {
        let (query, text) = try Self.refetch("""
            fragment Friends_character on Character @refetchable(queryName: "FriendsRefetchQuery")
              @argumentDefinitions(count: {type: "Int", defaultValue: 10}) {
              name(upper: $upper) friends(first: $count, status: $status) { name }
            }
            """)
        #expect(query.name?.value == "FriendsRefetchQuery")
        #expect(query.variableDefinitions.map(\.variable.name.value) == ["count", "id", "status", "upper"])
        #expect(text == "query FriendsRefetchQuery($count:Int=10,$id:ID!,$status:String,$upper:Boolean){node(id:$id){__typename,"
            + "...Friends_character_yu5n1,id}}fragment Friends_character_yu5n1 on Character"
            + "{name(upper:$upper),friends(first:$count,status:$status){name,id},id}")
    }

    @Test func aQueryFragmentIsFetchedAgainOnTheRoot() throws {
        let (_, text) = try Self.refetch("""
            fragment Search_query on Query @refetchable(queryName: "SearchRefetchQuery") { search(text: $text, first: 5) { name } }
            """)
        #expect(text == "query SearchRefetchQuery($text:String!){...Search_query}fragment Search_query on Query{search(text:$text,first:5){name,id}}")
    }

    @Test func viewerIsFetchedAgainThroughTheViewerField() throws {
        let (_, text) = try Self.refetch("""
            fragment Me_viewer on Viewer @refetchable(queryName: "MeRefetchQuery") { login }
            """)
        #expect(text == "query MeRefetchQuery{viewer{...Me_viewer}}fragment Me_viewer on Viewer{login}")
    }

    @Test func aVariableReadOnlyInsideAValueCannotBeTyped() throws {
        let schema = try Self.schema()
        let document = try Parser.parseDocument(Source(text: """
            fragment Friends_character on Character @refetchable(queryName: "FriendsRefetchQuery") { ...Inner_character @arguments(n: [$many]) }
            fragment Inner_character on Character @argumentDefinitions(n: {type: "[Int]"}) { name }
            """, path: "document.graphql"))
        let fragments = Dictionary(uniqueKeysWithValues: document.fragments.map { ($0.name.value, $0) })
        #expect(throws: Diagnostic.self) {
            try RefetchQuery(schema: schema, fragments: fragments, path: "document.graphql").generate(for: document.fragments[0])
        }
    }

    @Test func theRefetchQueryIsGeneratedBesideTheFragment() throws {
        let schema = try Self.schema()
        let source = ExecutableSource(document: try Parser.parseDocument(Source(text: """
            fragment Row_character on Character @refetchable(queryName: "RowRefetchQuery") { name }
            """, path: "Row.graphql")), path: "Row.graphql")
        let output = try Generator.generate(
            documents: [source], schema: schema, config: BatonConfig(path: "baton.json", schema: "schema.graphql"), schemaDigest: "0")
        let file = try #require(output.files.first { $0.name == "Row.graphql.swift" })
        #expect(file.contents.contains("query RowRefetchQuery($id:ID!){node(id:$id){__typename,...Row_character,id}}fragment Row_character on Character{name,id}"))
        #expect(output.report.contains("\"RowRefetchQuery\""))
    }

    static func pagination(_ text: String) throws -> PaginationIR? {
        let schema = try ConnectionTests.schema()
        let document = try Parser.parseDocument(Source(text: text, path: "document.graphql"))
        let fragment = try #require(document.fragments.first)
        return try #require(try RefetchQuery(schema: schema, fragments: [:], path: "document.graphql").generate(for: fragment)).pagination
    }

    @Test func aConnectionPagedByVariablesGivesTheQueryItsPagination() throws {
        let pagination = try Self.pagination("""
            fragment List_user on User @refetchable(queryName: "ListPaginationQuery")
              @argumentDefinitions(count: {type: "Int", defaultValue: 10}, cursor: {type: "String"}) {
              login ... on User { repositories(first: $count, after: $cursor) @connection(key: "List_repositories") { totalCount } }
            }
            """)
        #expect(pagination == PaginationIR(
            path: ["repositories"], forward: PaginationIR.Cursor(count: "count", cursor: "cursor"), backward: nil, identifierField: "id"))
        #expect(PlanEmitter.paginationLiteral(try #require(pagination)) == #"PaginationInfo(path: ["repositories"], "#
            + #"forward: PaginationInfo.Cursor(count: "count", cursor: "cursor"), identifierField: "id")"#)
    }

    @Test func aConnectionWithALiteralCountIsNotPaged() throws {
        let pagination = try Self.pagination("""
            fragment List_user on User @refetchable(queryName: "ListPaginationQuery") @argumentDefinitions(cursor: {type: "String"}) {
              repositories(first: 10, after: $cursor) @connection(key: "List_repositories") { totalCount }
            }
            """)
        #expect(pagination == nil)
    }
}
