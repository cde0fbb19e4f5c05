import Foundation

/// Whether code runs on the main queue, where the main actor runs. An observation's
/// `onChange` runs wherever the change was made; on the main queue the host marks the view
/// at once, from anywhere else it hops. The main thread is not enough of a test: a test
/// runner may drain the main queue on another thread.
enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()

    /// Tags the main queue so `isCurrent` can recognize it; idempotent.
    static func mark() {
        DispatchQueue.main.setSpecific(key: key, value: true)
    }

    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
