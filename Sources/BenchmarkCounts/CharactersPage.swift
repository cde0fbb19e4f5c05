/// A generated answer to `CharactersScreenQuery(page:)`: `size` characters a page,
/// numbered on from the pages before, so that no two pages share a character and
/// each page makes the same number of records.
public struct CharactersPage {
    public let page: Int
    public let pages: Int
    public let size: Int

    /// The characters, the page object and its info.
    public var records: Int { size + 2 }

    public init(page: Int, pages: Int, size: Int) {
        self.page = page
        self.pages = pages
        self.size = size
    }

    public var json: String {
        let first = (page - 1) * size + 1
        let results = (first..<(first + size)).map { id in
            #"{"id":"\#(id)","name":"Character \#(id)","status":"Alive","species":"Human","image":"\#(id).jpeg"}"#
        }
        let next = page < pages ? "\(page + 1)" : "null"
        let prev = page > 1 ? "\(page - 1)" : "null"
        let info = #"{"count":\#(pages * size),"pages":\#(pages),"next":\#(next),"prev":\#(prev)}"#
        return #"{"data":{"characters":{"info":\#(info),"results":[\#(results.joined(separator: ","))]}}}"#
    }
}
