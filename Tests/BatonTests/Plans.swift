@testable import Baton

/// Plans written as generated code writes them: selections declared once, by index.
enum Plans {
    /// `CharactersScreenQuery($page: Int, $name: String)`: a page of characters with
    /// its info, each character's origin, location and episodes.
    static let characters = Plan(name: "CharactersScreenQuery", selections: [
        Selection(type: "Query", fields: [
            .link("characters", 1, key: .arguments("characters", [
                Argument("page", .variable("page")),
                Argument("filter", .object(["name": .variable("name")])),
            ])),
        ]),
        Selection(type: "Characters", fields: [
            .link("info", 2),
            .links("results", 3),
        ]),
        Selection(type: "Info", fields: [
            .scalar("count", .int), .scalar("pages", .int), .scalar("next", .int), .scalar("prev", .int),
        ]),
        Selection(type: "Character", keyFields: ["id"], fields: [
            .scalar("id", .id, nullable: false),
            .scalar("name", .string),
            .scalar("status", .string),
            .scalar("species", .string),
            .scalar("type", .string),
            .scalar("gender", .string),
            .scalar("image", .string),
            .scalar("created", .custom),
            .link("origin", 4),
            .link("location", 4),
            .links("episode", 5, nullable: false),
        ]),
        Selection(type: "Location", keyFields: ["id"], fields: [
            .scalar("id", .id), .scalar("name", .string),
        ]),
        Selection(type: "Episode", keyFields: ["id"], fields: [
            .scalar("id", .id), .scalar("name", .string), .scalar("air_date", .string),
        ]),
    ])

    /// Baton's `TestUnion($name: String!)`: `search` over a union, each member
    /// type its own variant, the `Named` and `Node` conditions merged into them.
    static let union = Plan(name: "TestUnion", selections: [
        Selection(type: "Query", fields: [
            .links("search", 1, key: .arguments("search", [Argument("name", .variable("name"))])),
        ]),
        Selection(abstract: "SearchResult", keyFields: ["id"], variants: [
            Variant(types: ["Character"], fields: [
                .scalar("label", .string, key: .constant("name")),
                .scalar("status", .string),
                .scalar("name", .string),
                .scalar("id", .id),
            ]),
            Variant(types: ["Location"], fields: [
                .scalar("label", .string, key: .constant("dimension")),
                .scalar("type", .string),
                .scalar("name", .string),
                .scalar("id", .id),
            ]),
            Variant(types: ["Episode"], fields: [
                .scalar("air_date", .string),
                .scalar("id", .id),
            ]),
        ], conditions: [
            Condition("Named", fields: [.scalar("name", .string)]),
            Condition("Node", fields: [.scalar("id", .id)]),
        ]),
    ])

    /// Baton's `TestList($page: Int)`: a page of characters' rows and headers.
    static let list = Plan(name: "TestList", selections: [
        Selection(type: "Query", fields: [
            .link("characters", 1, key: .arguments("characters", [Argument("page", .variable("page"))])),
        ]),
        Selection(type: "Characters", fields: [.links("results", 2)]),
        Selection(type: "Character", keyFields: ["id"], fields: [
            .scalar("name", .string), .scalar("status", .string), .scalar("image", .string),
            .scalar("species", .string), .link("origin", 3), .scalar("id", .id),
        ]),
        Selection(type: "Location", keyFields: ["id"], fields: [.scalar("name", .string), .scalar("id", .id)]),
    ])

    /// Baton's `TestKeys($id: ID!, $name: String)`: keys with escapes, input objects
    /// and lists, and a list over a union keyed by path.
    static let keys = Plan(name: "TestKeys", selections: [
        Selection(type: "Query", fields: [
            .links("search", 1, key: .constant(#"search(name:"$0.00")"#)),
            .link("character", 2, key: .constant(#"character(id:"a,b")"#)),
            .links("charactersByIds", 2, key: .arguments("charactersByIds", [
                Argument("ids", .list([.variable("id"), .string("2")])),
            ])),
            .link("characters", 3, key: .arguments("characters", [
                Argument("filter", .object(["status": .string("Alive"), "name": .variable("name")])),
            ])),
        ]),
        Selection(abstract: "SearchResult", keyFields: ["id"], variants: [
            Variant(types: ["Character", "Location", "Episode"], fields: [.scalar("id", .id)]),
        ]),
        Selection(type: "Character", keyFields: ["id"], fields: [.scalar("name", .string), .scalar("id", .id)]),
        Selection(type: "Characters", fields: [.link("info", 4)]),
        Selection(type: "Info", fields: [.scalar("count", .int)]),
    ])

    /// Baton's `TestQuotesQuery`: a type keyed by two fields.
    static let quotes = Plan(name: "TestQuotesQuery", selections: [
        Selection(type: "Query", fields: [.links("quotes", 1)]),
        Selection(type: "Quote", keyFields: ["base", "quote"], fields: [
            .scalar("rate", .float), .scalar("base", .string), .scalar("quote", .string),
        ]),
    ])

    /// Baton's `TestTokenizerQuery`: every scalar kind, lists of them, custom scalars.
    static let tokenizer = Plan(name: "TestTokenizerQuery", selections: [
        Selection(type: "Query", fields: [.link("tokenizer", 1)]),
        Selection(type: "Tokenizer", keyFields: ["id"], fields: [
            .scalar("id", .id),
            .scalar("text", .string),
            .scalarList("strings", .string),
            .scalar("count", .int),
            .scalarList("counts", .int),
            .scalar("ratio", .float),
            .scalarList("ratios", .float),
            .scalar("flag", .boolean),
            .scalarList("flags", .boolean),
            .scalar("json", .custom),
            .scalarList("jsons", .custom),
        ]),
    ])

    /// A mutation whose payload holds a list of enums, keyed without arguments.
    static let setLists = Plan(name: "TestSetStatuses", kind: .mutation, selections: [
        Selection(type: "Mutation", fields: [.link("setLists", 1)]),
        Selection(type: "ListsPayload", fields: [.scalarList("statuses", .string)]),
    ])

    /// A character whose friends are characters: a selection that links to itself,
    /// so a response can nest as deep as it likes.
    static let friends = Plan(name: "FriendsQuery", selections: [
        Selection(type: "Query", fields: [.link("character", 1, key: .constant(#"character(id:"1")"#))]),
        Selection(type: "Character", keyFields: ["id"], fields: [
            .scalar("id", .id), .scalar("name", .string), .link("friend", 1), .scalarList("grid", .int, depth: 2),
        ]),
    ])

    /// Baton's `TestConditions($id: ID!, $withOrigin: Boolean!, $hideStatus: Boolean!)`:
    /// the two selections of `origin` merged, the conditional fields guarded.
    static let conditions = Plan(name: "TestConditions", selections: [
        Selection(type: "Query", fields: [
            .link("character", 1, key: .arguments("character", [Argument("id", .variable("id"))])),
        ]),
        Selection(type: "Character", keyFields: ["id"], fields: [
            .scalar("name", .string),
            .link("origin", 2),
            .scalar("species", .string, when: [[.include("withOrigin")]]),
            .scalar("status", .string, when: [[.skip("hideStatus")]]),
            .scalar("id", .id),
        ]),
        Selection(type: "Location", keyFields: ["id"], fields: [
            .scalar("id", .id),
            .scalar("name", .string, when: [[.include("withOrigin")]]),
            .scalar("dimension", .string, when: [[.include("withOrigin")]]),
        ]),
    ])

    /// Baton's `TestNodeFields($id: ID!)`: an interface with one listed type and a
    /// variant every other type reads.
    static let nodeFields = Plan(name: "TestNodeFields", selections: [
        Selection(type: "Query", fields: [
            .link("node", 1, key: .arguments("node", [Argument("id", .variable("id"))])),
        ]),
        Selection(abstract: "Node", keyFields: ["id"], variants: [
            Variant(types: ["Character"], fields: [.scalar("id", .id), .scalar("name", .string)]),
            Variant(types: [], fields: [.scalar("id", .id)]),
        ]),
    ])
}
