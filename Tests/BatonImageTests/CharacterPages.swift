import BatonSupport
import Foundation
@testable import Baton

/// The Rick and Morty page the image tests commit: a plan written as generated
/// code writes one, and responses made to its shape, of any size.
enum CharacterPages {
    static let plan = Plan(name: "CharactersScreenQuery", selections: [
        Selection(type: "Query", fields: [
            .link("characters", 1, key: .arguments("characters", [Argument("page", .variable("page"))])),
        ]),
        Selection(type: "Characters", fields: [.link("info", 2), .links("results", 3)]),
        Selection(type: "Info", fields: [.scalar("count", .int), .scalar("pages", .int), .scalar("next", .int)]),
        Selection(type: "Character", keyFields: ["id"], fields: [
            .scalar("id", .id, nullable: false),
            .scalar("name", .string),
            .scalar("status", .string),
            .scalar("species", .string),
            .scalar("rating", .float),
            .scalar("alive", .boolean),
            .scalarList("tags", .string),
            .link("origin", 4),
            .links("episode", 5, nullable: false),
        ]),
        Selection(type: "Location", keyFields: ["id"], fields: [.scalar("id", .id), .scalar("name", .string)]),
        Selection(type: "Episode", keyFields: ["id"], fields: [
            .scalar("id", .id), .scalar("name", .string), .scalar("air_date", .string),
        ]),
    ])

    /// Just a character's name, for a response that carries part of a record.
    static let names = Plan(name: "CharacterNameQuery", selections: [
        Selection(type: "Query", fields: [.link("character", 1, key: .constant(#"character(id:"1")"#))]),
        Selection(type: "Character", keyFields: ["id"], fields: [.scalar("id", .id), .scalar("name", .string)]),
    ])

    /// A character's scalars, from a root field the name query also answers.
    static let detail = Plan(name: "CharacterDetailQuery", selections: [
        Selection(type: "Query", fields: [.link("character", 1, key: .constant(#"character(id:"1")"#))]),
        Selection(type: "Character", keyFields: ["id"], fields: [
            .scalar("id", .id), .scalar("name", .string), .scalar("status", .string), .scalar("species", .string),
            .scalar("rating", .float), .scalar("alive", .boolean), .scalarList("tags", .string),
        ]),
    ])

    /// The name `response` gives a character, as a dump writes it.
    static func nameJSON(_ id: Int, suffix: String = "") -> String {
        #""name": "# + JSONText.quoted("Character \(id)\(suffix) \"\u{e9}\n")
    }

    static func variables(page: Int) -> Variables { ["page": .int(page)] }

    /// A page of `count` characters from `first`, each with an origin among five
    /// locations and three episodes among twenty; the second character's name is
    /// an error with extensions, and `suffix` marks every name.
    static func response(page: Int = 1, first: Int = 1, count: Int = 20, suffix: String = "") -> [UInt8] {
        var results: [String] = []
        for id in first..<(first + count) {
            let name = id == first + 1 ? "null" : "\"Character \(id)\(suffix) \\\"\\u00e9\\n\""
            let episodes = (0..<3).map { offset in
                let episode = (id + offset * 7) % 20 + 1
                return #"{"id":"\#(episode)","name":"Episode \#(episode)","air_date":"2017-0\#(episode % 9 + 1)-01"}"#
            }
            results.append("""
                {"id":"\(id)","name":\(name),"status":"\(id % 3 == 0 ? "Dead" : "Alive")","species":"Human",\
                "rating":\(Double(id) / 4),"alive":\(id % 2 == 0),"tags":["a",null,"c\(id)"],\
                "origin":\(id % 4 == 0 ? "null" : #"{"id":"\#(id % 5 + 1)","name":"Place \#(id % 5 + 1)"}"#),\
                "episode":[\(episodes.joined(separator: ","))]}
                """)
        }
        let error = #"{"message":"hidden","path":["characters","results",1,"name"],"extensions":{"code":"FORBIDDEN"}}"#
        return Array("""
            {"data":{"characters":{"info":{"count":826,"pages":42,"next":\(page + 1)},\
            "results":[\(results.joined(separator: ","))]}},"errors":[\(error)]}
            """.utf8)
    }

    static func nameResponse(_ name: String) -> [UInt8] {
        Array(#"{"data":{"character":{"id":"1","name":"\#(name)"}}}"#.utf8)
    }

    @MainActor
    @discardableResult
    static func commit(_ bytes: [UInt8], _ plan: Plan = plan, page: Int = 1, to store: Store) throws -> Commit {
        let variables = plan === self.plan ? variables(page: page) : [:]
        return store.commit(try Ingest.changeSet(for: bytes, plan: plan, variables: variables))
    }
}
