import Foundation

/// A command's messages to standard error, one a line.
enum StandardError {
    static func write(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
