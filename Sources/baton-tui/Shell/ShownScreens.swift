import Baton
import BatonScreens
import BatonTUI
import Foundation

/// The screens shown when the app quit: the selected tab and each tab's stack as
/// descriptors, bottom first, with the image each tab drew from. Written beside the
/// images at quit and read at launch, so a relaunch reopens them and their first frame
/// draws from the image; a tab whose image is another (another token or endpoint)
/// starts at its first screen, so one viewer's screens never open for another.
struct ShownScreens: Codable, Equatable {
    static let fileName = "shown-screens.json"
    /// Bumped when the file's shape changes; a file of another version is ignored.
    static let currentVersion = 2

    var version = currentVersion
    var selectedTab: CatalogAPI
    /// Each tab's descriptors by its API's name, up to the first screen that has none.
    var stacks: [String: [ScreenDescriptor]]
    /// Each tab's image digest by its API's name (`ImageIdentity.digest`).
    var images: [String: String]
    /// What each tab's screens gone back from did not send, by its API's name; absent
    /// where there is none (and in files written before drafts were shelved).
    var shelves: [String: DraftShelf]?

    init(selectedTab: CatalogAPI, stacks: [CatalogAPI: [ScreenDescriptor]], images: [CatalogAPI: String],
         shelves: [CatalogAPI: DraftShelf] = [:]) {
        self.selectedTab = selectedTab
        self.stacks = Dictionary(uniqueKeysWithValues: stacks.map { ($0.key.rawValue, $0.value) })
        self.images = Dictionary(uniqueKeysWithValues: images.map { ($0.key.rawValue, $0.value) })
        let kept = shelves.filter { !$0.value.descriptors.isEmpty }
        self.shelves = kept.isEmpty ? nil : Dictionary(uniqueKeysWithValues: kept.map { ($0.key.rawValue, $0.value) })
    }

    /// What the tabs show now.
    @MainActor
    init(tabs: [ShellTab], selected: CatalogAPI) {
        var stacks: [CatalogAPI: [ScreenDescriptor]] = [:]
        var images: [CatalogAPI: String] = [:]
        var shelves: [CatalogAPI: DraftShelf] = [:]
        for tab in tabs {
            images[tab.connection.api] = tab.connection.imageIdentity.digest
            shelves[tab.connection.api] = tab.stack.shelf
            var descriptors: [ScreenDescriptor] = []
            for screen in tab.stack.screens {
                guard let descriptor = screen.descriptor else { break }
                descriptors.append(descriptor)
            }
            stacks[tab.connection.api] = descriptors
        }
        self.init(selectedTab: selected, stacks: stacks, images: images, shelves: shelves)
    }

    /// The tab's screens, when they were shown over the same image; else none.
    func descriptors(of identity: ImageIdentity) -> [ScreenDescriptor] {
        guard images[identity.api.rawValue] == identity.digest else { return [] }
        return stacks[identity.api.rawValue] ?? []
    }

    /// The tab's shelf of drafts, when it was written over the same image; else an empty one.
    func shelf(of identity: ImageIdentity) -> DraftShelf {
        guard images[identity.api.rawValue] == identity.digest else { return DraftShelf() }
        return shelves?[identity.api.rawValue] ?? DraftShelf()
    }

    /// Where the file lives in the images' directory.
    static func location(in directory: URL) -> URL {
        directory.appendingPathComponent(fileName)
    }

    static func read(from url: URL) throws(ShownScreensError) -> ShownScreens {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(url.path, reason: error.localizedDescription)
        }
        let shown: ShownScreens
        do {
            // The version first: a file of another version may have another shape.
            let version = try JSONDecoder().decode(FileVersion.self, from: data).version
            guard version == currentVersion else { throw ShownScreensError.otherVersion(url.path, version) }
            shown = try JSONDecoder().decode(ShownScreens.self, from: data)
        } catch let error as ShownScreensError {
            throw error
        } catch {
            throw .corrupt(url.path, reason: String(describing: error))
        }
        if let unknown = shown.stacks.keys.sorted().first(where: { CatalogAPI(rawValue: $0) == nil }) {
            throw .unknownTab(url.path, unknown)
        }
        return shown
    }

    /// Writes the file whole, `0600`, through a temporary file, so a reader never sees
    /// half of it: it holds search words.
    func write(to url: URL) throws(ShownScreensError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try PrivateFiles.createDirectory(url.deletingLastPathComponent())
            try PrivateFiles.write(try encoder.encode(self), to: url)
        } catch {
            throw .unwritable(url.path, reason: String(describing: error))
        }
    }
}

/// The one member every version of the file has.
private struct FileVersion: Decodable {
    let version: Int
}

extension CatalogAPI: Codable {}

/// Why the shown screens' file was not used or not written. A launch that meets one
/// starts at the tabs' first screens; the next quit writes the file again.
enum ShownScreensError: Error, Equatable, CustomStringConvertible {
    case unreadable(String, reason: String)
    case corrupt(String, reason: String)
    case otherVersion(String, Int)
    case unknownTab(String, String)
    case unwritable(String, reason: String)

    var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read \(path): \(reason)"
        case let .corrupt(path, reason): "\(path) is not a record of screens: \(reason)"
        case let .otherVersion(path, version): "\(path) is of version \(version), not \(ShownScreens.currentVersion)"
        case let .unknownTab(path, tab): "\(path) names no tab \(tab)"
        case let .unwritable(path, reason): "cannot write \(path): \(reason)"
        }
    }
}
