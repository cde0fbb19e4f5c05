import Foundation

/// One thread of GitHub's REST inbox (`GET /notifications`), the fields the inbox keeps.
struct InboxThreadJSON: Decodable, Equatable {
    struct Subject: Decodable, Equatable {
        let title: String
        let url: String?
        let type: String
    }

    struct Repository: Decodable, Equatable {
        let fullName: String
    }

    let id: String
    let unread: Bool
    let reason: String
    let updatedAt: String
    let subject: Subject
    let repository: Repository

    /// A page of threads as GitHub writes them (`updated_at`, `full_name`).
    static func page(_ body: Data) throws(GitHubRESTError) -> [InboxThreadJSON] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        do {
            return try decoder.decode([InboxThreadJSON].self, from: body)
        } catch {
            throw .unreadable("\(error)")
        }
    }
}
