/// `Codable` structs shaped like `FixtureQuery`'s response, as most Swift clients
/// decode one: the `JSONDecoder` baseline of the ingest.
struct FixtureResponse: Decodable {
    struct Payload: Decodable {
        let characters: Characters?
    }

    struct Characters: Decodable {
        let info: Info?
        let results: [Character]?
    }

    struct Info: Decodable {
        let count: Int?
        let pages: Int?
        let next: Int?
        let prev: Int?
    }

    struct Character: Decodable {
        let id: String
        let name: String?
        let status: String?
        let species: String?
        let type: String?
        let gender: String?
        let image: String?
        let created: String?
        let origin: Place?
        let location: Place?
        let episode: [Episode]
    }

    struct Place: Decodable {
        let id: String?
        let name: String?
    }

    struct Episode: Decodable {
        let id: String
        let name: String?
        let air_date: String?
        let episode: String?
        let created: String?
        let characters: [CastMember]
    }

    struct CastMember: Decodable {
        let id: String
        let name: String?
        let image: String?
    }

    let data: Payload?
}
