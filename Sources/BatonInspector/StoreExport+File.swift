import Baton
import Foundation

/// The dump written to a file, for a bug report.
extension StoreExport {
    /// Writes the store's dump to a new file in `directory` (made when missing),
    /// named for the source and the moment, `rick-and-morty-store-20261129-163000.json`
    /// (`store-20261129-163000.json` for a name without letters or digits),
    /// with `-2`, `-3`, ... when that name is taken. Returns the file's URL.
    @MainActor
    public static func write(_ store: Store, named name: String, in directory: URL, at date: Date = Date())
        throws(ExportError) -> URL
    {
        do throws(PrivateFiles.Failure) {
            try PrivateFiles.createDirectory(directory)
        } catch {
            throw .directoryUnavailable(path: directory.path, reason: error.description)
        }
        let stem = [slug(name), "store", stamp(date)].filter { !$0.isEmpty }.joined(separator: "-")
        var url = directory.appendingPathComponent(stem + ".json")
        var copy = 1
        while FileManager.default.fileExists(atPath: url.path) {
            copy += 1
            url = directory.appendingPathComponent("\(stem)-\(copy).json")
        }
        do throws(PrivateFiles.Failure) {
            // A dump holds every value of the store: private, as the image is.
            try PrivateFiles.write(Data(text(of: store).utf8), to: url)
        } catch {
            throw .writeFailed(path: url.path, reason: error.description)
        }
        return url
    }

    /// Lowercase letters and digits, every other run of characters one hyphen.
    static func slug(_ name: String) -> String {
        var slug = ""
        for character in name.lowercased() {
            if character.isASCII, character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return slug
    }

    /// The moment in UTC, `yyyyMMdd-HHmmss`.
    private static func stamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ number: Int?) -> String {
            let number = number ?? 0
            return number < 10 ? "0\(number)" : String(number)
        }
        return "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))-\(two(parts.hour))\(two(parts.minute))\(two(parts.second))"
    }
}
