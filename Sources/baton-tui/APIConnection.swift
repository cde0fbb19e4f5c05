import Baton
import BatonScreens
import BatonInspector
import Foundation

/// One API as the app reaches it: its endpoint, its environment, and the store's image
/// (its own file per API, endpoint and token), which lasts as long as the app.
@MainActor
final class APIConnection {
    let api: CatalogAPI
    let endpoint: URL
    let environment: Environment
    /// Whether the API has the credentials it needs (GitHub's token).
    let isAuthorized: Bool
    /// Whose data the image holds; the shown screens are kept for it alone.
    let imageIdentity: ImageIdentity
    /// What the status line says when the image cannot keep data.
    let imageNotice = ImageNotice()
    /// Who is signed in ("@mona"), once known; nil for an API without accounts or
    /// without the token it needs.
    private(set) var signedIn: (@MainActor () -> String?)?
    /// What the tab's title counts (GitHub's unread notifications); nil for an API
    /// without, or without the token it needs.
    private(set) var badge: (@MainActor () -> Int?)?

    /// `imageDirectory` holds the API's image; nil keeps none (`--no-cache`). The image
    /// keeps under `imageSizeLimit` bytes, evicting older launches' rows first.
    init(api: CatalogAPI, options: AppOptions, imageDirectory: URL?, imageSizeLimit: Int = Persistence.defaultSizeLimit,
         log: EventLog?) {
        self.api = api
        endpoint = options.endpoint(of: api)
        let token = api.token(for: endpoint)
        isAuthorized = api != .github || token != nil
        api.api.connect?(endpoint, token)
        imageIdentity = ImageIdentity(api: api, endpoint: endpoint, token: token)
        let live = options.live(of: api)
        environment = Environment(
            store: Store(cacheExpiration: api.cacheExpiration),
            transport: live.transport(endpoint: endpoint, token: token), serverStreams: live != .off)
        if let log {
            environment.log = { event in log.record(api, LogText.line(event)) }
        }
        if let directory = imageDirectory {
            let url = directory.appendingPathComponent(imageIdentity.fileName)
            let inspectorLog = environment.imageLog
            let notice = imageNotice
            environment.store.attach(Persistence(url: url, schema: api.imageSchema, sizeLimit: imageSizeLimit) { event in
                inspectorLog(event)
                notice.observe(event)
                log?.record(api, "image " + LogText.line(event))
            })
        }
        // After the image, so that a relaunch names the viewer from it in the first frame.
        if isAuthorized {
            signedIn = api.api.signedIn?(environment)
            badge = api.api.badge?(environment)
        }
    }
}
