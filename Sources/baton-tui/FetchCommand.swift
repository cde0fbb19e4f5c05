@_spi(Generated) import Baton
import BatonScreens
import BatonInspector
import Foundation

/// `baton-tui fetch`: one operation through the whole runtime (HTTP transport,
/// ingest, commit, lenses), printed as the store's dump or as the data its lenses
/// read back.
@MainActor
enum FetchCommand {
    /// Runs the command; returns the exit status: 0, 1 for a failure, 2 for usage.
    static func main(_ arguments: [String]) async -> Int32 {
        do {
            let parsed = try OptionValues.parse(arguments, FetchOptions.outputs + FetchOptions.table)
            if let answer = try OperationArguments.answer(to: parsed, usage: Usage.fetch, running: .query) {
                print(answer)
                return 0
            }
            let options = try FetchOptions(parsed)
            let (api, type) = try options.operation.lookUp(runningAs: .query, in: "fetch")
            return try await run(type, api: api, options)
        } catch let error as UsageError {
            StandardError.write("baton-tui fetch: \(error)")
            return 2
        } catch let failure as Failure {
            StandardError.write("baton-tui fetch: \(failure.kind.rawValue) failure: \(failure.error)")
            return 1
        } catch {
            StandardError.write("baton-tui fetch: \(error)")
            return 1
        }
    }

    private static func run<Base: Baton.Operation>(_ type: Base.Type, api: CatalogAPI, _ options: FetchOptions) async throws
        -> Int32 {
        let operation = try options.operation.operation(Base.self)
        let endpoint = try options.operation.endpoint(of: api)
        let token = api.token(for: endpoint)
        let store = try store(cachedIn: options.cacheDirectory, for: ImageIdentity(api: api, endpoint: endpoint, token: token),
                              schema: api.imageSchema)
        let transport = HTTPTransport(endpoint: endpoint, headers: APIDescription.headers(token))
        let environment = Environment(store: store, transport: transport)
        let data: Base.Data
        do {
            data = try await environment.fetch(operation, policy: options.policy)
        } catch {
            await closeImage(of: store)
            throw error
        }
        switch options.output {
        case .dump: print(StoreExport.text(of: store), terminator: "")
        case .json: print(data.jsonValue.json)
        }
        await closeImage(of: store)
        return 0
    }

    /// Writes what the fetch committed to the image, if the store has one, before the process ends.
    private static func closeImage(of store: Store) async {
        guard let persistence = store.persistence else { return }
        persistence.close()
        await persistence.flush()
    }

    /// A store in memory, or one with its image in `directory`: the same file the app
    /// keeps there for this API, endpoint and token.
    private static func store(cachedIn directory: URL?, for identity: ImageIdentity, schema: ImageSchema) throws -> Store {
        guard let directory else { return Store() }
        try PrivateFiles.createDirectory(directory)
        return Store(persistence: Persistence(url: directory.appendingPathComponent(identity.fileName), schema: schema))
    }
}
