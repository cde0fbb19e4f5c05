@testable import BatonCompiler
import BatonSupport
import Foundation
import Testing

/// The edge directives on a mutation's payload: each reaches the plan as its
/// field's edit, with its connections and edge type, and none reaches the text.
@Suite struct EditDirectiveTests {
    static let sdl = """
        type Query { node(id: ID!): Node }
        type Mutation {
          addComment(body: String!): AddCommentPayload
          removeComment(id: ID!): RemoveCommentPayload
        }
        interface Node { id: ID! }
        type Comment implements Node { id: ID!, body: String }
        type CommentEdge { cursor: String!, node: Comment }
        type AddCommentPayload { commentEdge: CommentEdge, comment: Comment }
        type RemoveCommentPayload { deletedCommentId: ID, deletedIds: [ID!] }
        """

    static func payloadFields(_ text: String) throws -> [FieldIR] {
        let plan = try PlanTests.plan(text, sdl: sdl)
        return plan.selections.flatMap { $0.variants.flatMap(\.fields) }.filter { $0.edit != nil }
    }

    @Test func insertionsCarryTheirConnectionsVariableOrList() throws {
        let fields = try Self.payloadFields("""
            mutation M($connections: [ID!]!) { addComment(body: "hi") {
              commentEdge @appendEdge(connections: $connections) { cursor node { body } }
              comment @prependNode(connections: ["client:root:__List_comments_connection"], edgeTypeName: "CommentEdge") { body }
            } }
            """)
        #expect(fields.map(\.responseKey) == ["commentEdge", "comment"])
        #expect(fields[0].edit == EditIR(kind: .appendEdge, connections: .variable("connections")))
        #expect(fields[1].edit == EditIR(
            kind: .prependNode, connections: .constant(["client:root:__List_comments_connection"]), edgeTypeName: "CommentEdge"))
        #expect(PlanEmitter.fieldLiteral(fields[1]).hasSuffix(
            #"edit: Edit(.prependNode, connections: .constant(["client:root:__List_comments_connection"]), edgeTypeName: "CommentEdge"))"#))
    }

    @Test func deletionsStandOnIdsAndDeleteRecordNamesNoConnection() throws {
        let fields = try Self.payloadFields("""
            mutation M($connections: [ID!]!) { removeComment(id: "c1") {
              deletedCommentId @deleteEdge(connections: $connections)
              deletedIds @deleteRecord
            } }
            """)
        #expect(fields.map(\.edit) == [
            EditIR(kind: .deleteEdge, connections: .variable("connections")), EditIR(kind: .deleteRecord),
        ])
        #expect(PlanEmitter.fieldLiteral(fields[1]) == #".scalarList("deletedIds", .id, edit: Edit(.deleteRecord))"#)
    }

    @Test func noEdgeDirectiveReachesTheText() throws {
        let assembly = try TransformTests.assembled("""
            mutation M($connections: [ID!]!) { addComment(body: "hi") {
              commentEdge @appendEdge(connections: $connections) { cursor node { body } }
            } removeComment(id: "c1") { deletedCommentId @deleteRecord } }
            """, schema: SchemaBuilder.build([
                SchemaSource(document: try Parser.parseDocument(Source(text: Self.sdl, path: "schema.graphql")),
                             path: "schema.graphql"),
            ]).schema)
        #expect(assembly.text == #"mutation M{addComment(body:"hi"){commentEdge{cursor,node{body,id}}},"#
            + #"removeComment(id:"c1"){deletedCommentId}}"#)
    }
}
