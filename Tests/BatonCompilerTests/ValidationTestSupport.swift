@testable import BatonCompiler
import BatonSupport

/// A small schema with every kind of type, for the validation rules' tests.
enum ValidationFixture {
    static let sdl = """
    schema { query: Query mutation: Mutation subscription: Subscription }
    type Query {
      node(id: ID!): Node
      user(id: ID!): User
      users(first: Int, after: String, last: Int, before: String, role: Role): UserConnection
      search(text: String!, limit: Int = 10): [SearchResult!]!
      pets: [Pet]
      viewer: Viewer
      settings: Settings
    }
    type Mutation { rename(input: RenameInput!): User }
    type Subscription { userChanged(id: ID!): User, tick: Int }
    interface Node { id: ID! }
    interface Pet { name: String }
    type Dog implements Pet & Node { id: ID! name: String barks: Boolean nickname: String }
    type Cat implements Pet & Node { id: ID! name: String meows: Boolean nickname: Int }
    type User implements Node { id: ID! name: String! bio: String friends: [User!] avatar(size: Int!): String role: Role }
    type Viewer { user: User }
    type Settings { theme: String }
    union SearchResult = User | Dog
    type UserConnection { edges: [UserEdge] pageInfo: PageInfo! }
    type UserEdge { cursor: String! node: User }
    type PageInfo { hasNextPage: Boolean! endCursor: String }
    enum Role { ADMIN MEMBER }
    input RenameInput { id: ID!, name: String!, note: String = "none" }
    input Choice @oneOf { byId: ID, byName: String }
    """

    static let schema: Schema = {
        let document = try! Parser.parseDocument(Source(text: sdl, path: "schema.graphql"))
        return SchemaBuilder.build([SchemaSource(document: document, path: "schema.graphql")]).schema
    }()

    /// The messages of the errors validating a document gives, sorted by place.
    static func errors(_ text: String, options: ValidationOptions = .specification, config: BatonConfig? = nil) -> [String] {
        diagnostics(text, options: options, config: config).map(\.message)
    }

    static func diagnostics(_ text: String, options: ValidationOptions = .specification, config: BatonConfig? = nil) -> [Diagnostic] {
        do {
            let document = try Parser.parseDocument(Source(text: text, path: "document.graphql"))
            return Validator.validate(document: document, path: "document.graphql", schema: schema, config: config, options: options)
        } catch {
            return [error.diagnostic]
        }
    }
}
