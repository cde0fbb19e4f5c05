import Baton

/// Responses for the lifetime tests, generated from their numbers.
enum Responses {
    /// A character whose single episode is its own and whose origin (Earth) and
    /// location (the Citadel) every such character shares.
    static func character(_ id: String, episode: String? = nil) -> String {
        let episode = episode ?? "e\(id)"
        return #"{"data":{"character":{"id":"\#(id)","name":"Character \#(id)","status":"Alive","species":"Human","type":"","gender":"Male","image":"\#(id).jpeg","origin":{"id":"1","name":"Earth"},"location":{"id":"3","name":"Citadel"},"episode":[{"id":"\#(episode)","name":"Episode \#(episode)","air_date":"December 2, 2013","episode":"S01E01"}]}}}"#
    }

    /// Page `page` of `pages`, `size` characters each, numbered on from the pages before.
    static func charactersPage(_ page: Int, of pages: Int, size: Int) -> String {
        let first = (page - 1) * size + 1
        let rows = (first..<first + size).map { id in
            #"{"name":"Character \#(id)","status":"Alive","species":"Human","image":"\#(id).jpeg","id":"\#(id)"}"#
        }
        let next = page < pages ? String(page + 1) : "null"
        let prev = page > 1 ? String(page - 1) : "null"
        return #"{"data":{"characters":{"info":{"count":\#(pages * size),"pages":\#(pages),"next":\#(next),"prev":\#(prev)},"results":[\#(rows.joined(separator: ","))]}}}"#
    }
}
