@testable import BatonCompiler
import BatonSupport
import Foundation
import Testing

/// `@connection(key:, filters:)`: the fields the transform adds to the text, the
/// handle key the lens reads, and the plan's mark the runtime merges pages by.
@Suite struct ConnectionTests {
    static let sdl = """
        type Query { viewer: User, node(id: ID!): Node }
        interface Node { id: ID! }
        type User implements Node {
          id: ID!, login: String
          repositories(first: Int, after: String, last: Int, before: String, orderBy: String, privacy: String): RepositoryConnection!
        }
        type RepositoryConnection { edges: [RepositoryEdge], pageInfo: PageInfo!, totalCount: Int! }
        type RepositoryEdge { cursor: String!, node: Repository }
        type Repository implements Node { id: ID!, name: String }
        type PageInfo { endCursor: String, hasNextPage: Boolean!, startCursor: String, hasPreviousPage: Boolean! }
        """

    static func schema() throws -> Schema {
        SchemaBuilder.build([
            SchemaSource(document: try Parser.parseDocument(Source(text: sdl, path: "schema.graphql")), path: "schema.graphql"),
        ]).schema
    }

    static func repositories(in plan: PlanIR) throws -> FieldIR {
        let user = try #require(plan.selections.first { $0.type == "User" })
        return try #require(user.variants[0].fields.first { $0.responseKey == "repositories" })
    }

    static let forward = """
        query Q($after: String) { viewer { repositories(first: 10, after: $after, orderBy: "NAME") @connection(key: "Viewer_repositories") {
          totalCount edges { node { name } } } } }
        """

    @Test func forwardAddsCursorsNodeTypenamesAndTheNextPageInfoAndDropsTheDirective() throws {
        let assembly = try TransformTests.assembled(Self.forward, schema: Self.schema())
        #expect(assembly.text == #"query Q($after:String){viewer{repositories(first:10,after:$after,orderBy:"NAME")"#
            + "{totalCount,edges{node{name,__typename,id},cursor},pageInfo{endCursor,hasNextPage}},id}}")
    }

    @Test func backwardCompletesWhatTheAuthorSelectedWithThePreviousPageInfo() throws {
        let assembly = try TransformTests.assembled("""
            query Q { viewer { repositories(last: 5, privacy: "PUBLIC", orderBy: "NAME")
              @connection(key: "Viewer_repositories", filters: ["privacy"]) { edges { cursor node { id } } pageInfo { hasPreviousPage } } } }
            """, schema: Self.schema())
        #expect(assembly.text == #"query Q{viewer{repositories(last:5,privacy:"PUBLIC",orderBy:"NAME")"#
            + "{edges{cursor,node{id,__typename}},pageInfo{hasPreviousPage,startCursor}},id}}")
    }

    @Test func bothDirectionsSelectBothPageInfos() throws {
        let assembly = try TransformTests.assembled("""
            query Q { viewer { repositories(first: 2, last: 2) @connection(key: "Viewer_repositories") { totalCount } } }
            """, schema: Self.schema())
        #expect(assembly.text == "query Q{viewer{repositories(first:2,last:2){totalCount,edges{cursor,node{__typename,id}},"
            + "pageInfo{endCursor,hasNextPage,hasPreviousPage,startCursor}},id}}")
        let plan = try PlanTests.plan("""
            query Q { viewer { repositories(first: 2, last: 2) @connection(key: "Viewer_repositories") { totalCount } } }
            """, sdl: Self.sdl)
        #expect(try Self.repositories(in: plan).connection?.direction == .bidirectional)
    }

    @Test func aFragmentsConnectionIsTransformedWhereverItIsReached() throws {
        let assembly = try TransformTests.assembled("""
            query Q { viewer { ...List_user } }
            fragment List_user on User { repositories(first: 3) @connection(key: "List_repositories") { edges { node { name } } } }
            """, schema: Self.schema())
        #expect(assembly.text == "query Q{viewer{...List_user,id}}fragment List_user on User"
            + "{repositories(first:3){edges{node{name,__typename,id},cursor},pageInfo{endCursor,hasNextPage}}}")
    }

    @Test func thePlanKeepsTheServersKeyAndMarksTheConnection() throws {
        let plan = try PlanTests.plan(Self.forward, sdl: Self.sdl)
        let field = try Self.repositories(in: plan)
        #expect(field.storageKey == .arguments("repositories", [
            ArgumentIR(name: "after", value: .variable("after")), ArgumentIR(name: "first", value: .int(10)),
            ArgumentIR(name: "orderBy", value: .string("NAME")),
        ]))
        #expect(field.connection == ConnectionIR(
            key: "Viewer_repositories", filters: ["orderBy"], direction: .forward,
            handleKey: .constant(#"__Viewer_repositories_connection(orderBy:"NAME")"#)))
        let connection = try #require(plan.selections.first { $0.type == "RepositoryConnection" })
        #expect(connection.variants[0].fields.map(\.responseKey) == ["totalCount", "edges", "pageInfo"])
        #expect(connection.variants[0].fields.allSatisfy { $0.connection == nil })
        let edge = try #require(plan.selections.first { $0.type == "RepositoryEdge" })
        #expect(edge.variants[0].fields.map(\.responseKey) == ["node", "cursor"])
        let pageInfo = try #require(plan.selections.first { $0.type == "PageInfo" })
        #expect(pageInfo.variants[0].fields.map(\.responseKey) == ["endCursor", "hasNextPage"])
    }

    @Test func listedFiltersKeyTheHandleAndVariablesAreLeftForTheRuntime() throws {
        let plan = try PlanTests.plan("""
            query Q($privacy: String) { viewer { repositories(last: 5, before: "c9", privacy: $privacy, orderBy: "NAME")
              @connection(key: "Viewer_repositories", filters: ["privacy"]) { totalCount } } }
            """, sdl: Self.sdl)
        let connection = try #require(try Self.repositories(in: plan).connection)
        #expect(connection.filters == ["privacy"])
        #expect(connection.direction == .backward)
        #expect(connection.handleKey == .arguments("__Viewer_repositories_connection", [
            ArgumentIR(name: "privacy", value: .variable("privacy")),
        ]))
        #expect(connection.handleKey.template == "__Viewer_repositories_connection(privacy:$privacy)")
    }

    @Test func paginationArgumentsAloneLeaveTheHandleKeyBare() throws {
        let plan = try PlanTests.plan("""
            query Q { viewer { repositories(first: 10, after: "c1") @connection(key: "Viewer_repositories") { totalCount } } }
            """, sdl: Self.sdl)
        let connection = try #require(try Self.repositories(in: plan).connection)
        #expect(connection.filters.isEmpty)
        #expect(connection.handleKey == .constant("__Viewer_repositories_connection"))
    }

    @Test func theLensReadsThroughTheHandleKey() throws {
        let document = try Parser.parseDocument(Source(text: Self.forward, path: "document.graphql"))
        let lens = try LensBuilder(schema: Self.schema(), fragments: [:], path: "document.graphql")
            .lens(of: try #require(document.operations.first))
        guard case .link(let viewer) = try #require(lens.fields.first).shape else {
            Issue.record("viewer is not a link")
            return
        }
        let repositories = try #require(viewer.fields.first { $0.responseKey == "repositories" })
        #expect(repositories.storageKey == .constant(#"__Viewer_repositories_connection(orderBy:"NAME")"#))
        guard case .link(let connection) = repositories.shape else {
            Issue.record("repositories is not a link")
            return
        }
        // The lens reads what the author selected, and of what the transform added only
        // the paging fields: each edge's cursor and the page info.
        #expect(connection.fields.map(\.responseKey) == ["totalCount", "edges", "pageInfo"])
        guard case .link(let edges) = connection.fields[1].shape else {
            Issue.record("edges is not a link")
            return
        }
        #expect(edges.fields.map(\.responseKey).contains("cursor"))
        #expect(!edges.fields.flatMap { field -> [String] in
            guard case .link(let node) = field.shape else { return [] }
            return node.fields.map(\.responseKey)
        }.contains("__typename"), "a node's added __typename stays out of the lens")
    }

    @Test func theEmittedFieldCarriesItsConnectionInfo() throws {
        let plan = try PlanTests.plan(Self.forward, sdl: Self.sdl)
        let field = try Self.repositories(in: plan)
        guard case .link(let selection) = field.kind else {
            Issue.record("repositories is not a link")
            return
        }
        #expect(PlanEmitter.fieldLiteral(field) == #".link("repositories", \#(selection), key: .arguments("repositories", "#
            + #"[Argument("after", .variable("after")), Argument("first", .int(10)), Argument("orderBy", .string("NAME"))]), "#
            + #"nullable: false, connection: ConnectionInfo(key: "Viewer_repositories", filters: ["orderBy"], "#
            + #"direction: .forward, handleKey: .constant("__Viewer_repositories_connection(orderBy:\"NAME\")")))"#)
    }

    @Test func theConnectionSurvivesTheSerializedPlan() throws {
        let plan = try PlanTests.plan(Self.forward, sdl: Self.sdl)
        let decoded = try JSONDecoder().decode(PlanIR.self, from: JSONEncoder().encode(plan))
        #expect(decoded == plan)
        #expect(try Self.repositories(in: decoded).connection?.key == "Viewer_repositories")
    }
}
