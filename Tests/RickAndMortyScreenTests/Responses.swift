import Baton
import BatonTesting
import Foundation

/// Responses shaped as the Rick and Morty API answers the screens' operations, made
/// from a few named characters so each test states the data it reads.
enum Responses {
    struct Character {
        var id: Int
        var name: String
        var status = "Alive"
        var species = "Human"
    }

    /// Page `page` of a list of `total` characters, twenty a page, named "Character <id>"
    /// except those given.
    static func charactersPage(_ page: Int, total: Int = 60, named: [Character] = [], nameError: Int? = nil) -> String {
        let pages = (total + 19) / 20
        let ids = page <= pages ? Array(((page - 1) * 20 + 1)...min(total, page * 20)) : []
        let results = ids.map { id in
            let character = named.first { $0.id == id } ?? Character(id: id, name: "Character \(id)")
            let name = nameError == id ? "null" : quoted(character.name)
            return #"{"id":"\#(id)","name":\#(name),"status":"\#(character.status)","species":"\#(character.species)","image":"i\#(id).jpeg"}"#
        }
        let next = page < pages ? "\(page + 1)" : "null"
        let prev = page > 1 ? "\(page - 1)" : "null"
        var body = #"{"data":{"characters":{"info":{"count":\#(total),"pages":\#(pages),"next":\#(next),"prev":\#(prev)},"results":[\#(results.joined(separator: ","))]}}"#
        if let nameError, let index = ids.firstIndex(of: nameError) {
            body += #","errors":[{"message":"name resolver failed","path":["characters","results",\#(index),"name"]}]"#
        }
        return body + "}"
    }

    static func character(_ id: Int, name: String, episodes: [(id: Int, code: String, name: String)]) -> String {
        let list = episodes.map { #"{"id":"\#($0.id)","name":"\#($0.name)","episode":"\#($0.code)","air_date":"December 2, 2013"}"# }
        return #"{"data":{"character":{"id":"\#(id)","name":"\#(name)","status":"Alive","species":"Human","type":"","gender":"Male","image":"i.jpeg","origin":{"id":"1","name":"Earth (C-137)"},"location":{"id":"3","name":"Citadel of Ricks"},"episode":[\#(list.joined(separator: ","))]}}}"#
    }

    static func episode(_ id: Int, code: String, name: String, characters: [Character]) -> String {
        #"{"data":{"episode":{"id":"\#(id)","name":"\#(name)","episode":"\#(code)","air_date":"December 2, 2013","characters":[\#(characters.map(row).joined(separator: ","))]}}}"#
    }

    static func location(_ id: Int, name: String, residents: [Character]) -> String {
        #"{"data":{"location":{"id":"\#(id)","name":"\#(name)","type":"Space station","dimension":"unknown","residents":[\#(residents.map(row).joined(separator: ","))]}}}"#
    }

    private static func row(_ character: Character) -> String {
        #"{"id":"\#(character.id)","name":\#(quoted(character.name)),"status":"\#(character.status)","species":"\#(character.species)","image":"i.jpeg"}"#
    }

    private static func quoted(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    /// A recording of an operation for exactly these variables.
    static func recording(_ operation: String, _ variables: Variables, _ json: String) -> Recording {
        Recording(operationName: operation, variables: variables, json: json)
    }
}
