import Baton
import BatonTesting
import GitHub

/// The viewer's repositories as a server would page them, made in code: `size`
/// repositories a page, numbered on from the pages before so that no two pages
/// share one, each edge's cursor `c` and its number. The first page answers
/// `ViewerRepositoriesScreenQuery` (with no starred repositories); the others
/// answer `RepositoryListPaginationQuery` after the cursor that ends the page
/// before. Every payload is made once, up front, so that answering costs nothing.
public struct ViewerRepositories: Sendable {
    public static let viewerID = "U_viewer"
    public let size: Int
    /// The screen query's answer: the first page.
    public let firstPage: Payload
    /// The pagination query's answers, by the cursor they follow.
    public let laterPages: [String: Payload]

    /// `pages` pages in all, the first included.
    public init(pages: Int, size: Int = 20) {
        self.size = size
        let total = pages * size
        firstPage = Payload(json: #"{"data":{"viewer":{"login":"mona","id":"\#(Self.viewerID)","repositories":"#
            + Self.connection(page: 1, size: size, total: total)
            + #","starredRepositories":{"totalCount":0,"edges":[],"pageInfo":{"endCursor":null,"hasNextPage":false}}}}}"#)
        var later: [String: Payload] = [:]
        for page in stride(from: 2, through: pages, by: 1) {
            later[Self.cursor(after: page - 1, size: size)] = Payload(json:
                #"{"data":{"node":{"__typename":"User","id":"\#(Self.viewerID)","repositories":"#
                + Self.connection(page: page, size: size, total: total) + "}}}")
        }
        laterPages = later
    }

    /// The cursor that ends `page`: the last repository's number.
    public static func cursor(after page: Int, size: Int) -> String {
        "c\(page * size)"
    }

    /// The pagination query's variables for the page after `page`.
    public func variables(after page: Int) -> Variables {
        RepositoryListPaginationQuery(count: size, cursor: Self.cursor(after: page, size: size), id: Self.viewerID).variables
    }

    /// A transport that answers the screen query with the first page and each
    /// pagination query with the page after its cursor; anything else fails.
    public var transport: RecordedTransport {
        let first = firstPage
        let later = laterPages
        return RecordedTransport { request in
            switch request.operationName {
            case ViewerRepositoriesScreenQuery.name:
                return first
            case RepositoryListPaginationQuery.name:
                guard case let .string(cursor)? = request.variables["cursor"], let page = later[cursor] else {
                    throw ScriptedServerError.noPage(cursor: request.variables["cursor"]?.json ?? "none")
                }
                return page
            default:
                throw ScriptedServerError.unknownOperation(request.operationName)
            }
        }
    }

    /// One page of the connection: its repositories, their edges and the page info.
    private static func connection(page: Int, size: Int, total: Int) -> String {
        let numbers = ((page - 1) * size + 1)...(page * size)
        let edges = numbers.map { number in
            #"{"node":{"id":"R_\#(number)","nameWithOwner":"mona/repository-\#(number)","#
                + #""url":"https://github.com/mona/repository-\#(number)","#
                + #""description":"Repository number \#(number)","stargazerCount":\#(number),"viewerHasStarred":false,"#
                + ##""visibility":"PUBLIC","primaryLanguage":{"name":"Swift","color":"#F05138","id":"L_swift"},"##
                + #""updatedAt":"2026-11-29T12:00:00Z","__typename":"Repository"},"cursor":"c\#(number)"}"#
        }
        let hasNext = page < total / size
        return #"{"totalCount":\#(total),"edges":[\#(edges.joined(separator: ","))],"#
            + #""pageInfo":{"endCursor":"\#(cursor(after: page, size: size))","hasNextPage":\#(hasNext)}}"#
    }
}
