import Baton
import BatonInspector
import Foundation
import GitHub
import RickAndMorty

/// One API as the app reaches it: its endpoint, its environment, and the store's image
/// (its own file per API), which lasts as long as the app.
@MainActor
final class APIConnection {
    let api: CatalogAPI
    let endpoint: URL
    let environment: Environment
    /// Whether the API has the credentials it needs (GitHub's token).
    let isAuthorized: Bool

    init(api: CatalogAPI, options: AppOptions, log: EventLog?) throws {
        self.api = api
        endpoint = options.endpoint(of: api)
        var headers: @Sendable () -> [String: String] = { [:] }
        switch api {
        case .rickandmorty:
            isAuthorized = true
        case .github:
            let token = GitHubToken.resolve()
            isAuthorized = token != nil
            headers = GitHubToken.headers(token)
        }
        environment = Environment(store: Store(), transport: HTTPTransport(endpoint: endpoint, headers: headers))
        if let log {
            environment.log = { event in log.record(api, LogText.line(event)) }
        }
        if options.usesCache {
            let url = try Self.imageDirectory(options).appendingPathComponent("\(api.rawValue).sqlite")
            let inspectorLog = environment.imageLog
            environment.store.attach(Persistence(url: url, schema: api.imageSchema) { event in
                inspectorLog(event)
                log?.record(api, "image " + LogText.line(event))
            })
        }
    }

    /// Writes what is queued to the image and gives its file back.
    func closeImage() async {
        guard let persistence = environment.store.persistence else { return }
        persistence.close()
        await persistence.flush()
    }

    private static func imageDirectory(_ options: AppOptions) throws -> URL {
        let directory = try options.cacheDirectory ?? Persistence.cacheDirectory()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
