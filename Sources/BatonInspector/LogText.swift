import Baton
import BatonTUI

/// A log entry as one line of the inspector's tail, in words: a fetch with its
/// duration or its failure's kind, a commit with its kind and how many slots it
/// changed, an image's work in rows. The app's `--log` file writes the same words.
public enum LogText {
    static func line(_ entry: LogEntry) -> String {
        switch entry.event {
        case let .runtime(event): line(event)
        case let .image(event): "image " + line(event)
        }
    }

    /// Whether the entry reports something that went wrong.
    static func isFailure(_ entry: LogEntry) -> Bool {
        switch entry.event {
        case .runtime(.fetchFailed), .runtime(.missingData), .runtime(.unexpectedValue), .runtime(.requiredFieldNull): true
        case .image(.failed), .image(.unavailable), .image(.refused), .image(.readOnly), .image(.dropped), .image(.startedAgain): true
        default: false
        }
    }

    public static func line(_ event: LogEvent) -> String {
        switch event {
        case let .committed(kind, changedSlots):
            "commit \(kind.rawValue), \(counted(changedSlots, "slot")) changed"
        case let .missingData(type, field): "missing data \(type).\(field)"
        case let .unexpectedValue(type, field): "unexpected value \(type).\(field)"
        case let .requiredFieldNull(path): "required field null \(path)"
        case let .fetchStarted(operation): "fetch \(operation) sent"
        case let .fetchCompleted(operation, duration): "fetch \(operation) done in \(milliseconds(duration))"
        case let .fetchFailed(operation, kind): "fetch \(operation) failed: \(kind.rawValue)"
        case let .collected(removedRecords): "collected \(counted(removedRecords, "record"))"
        case let .partDropped(path): "deferred part at \(path.isEmpty ? "an unknown place" : path) dropped"
        case let .fieldError(operation, path): "\(operation): a field error at \(path)"
        }
    }

    public static func line(_ event: ImageEvent) -> String {
        switch event {
        case let .opened(generation): "opened, launch \(generation)"
        case let .startedAgain(reason): "started again: \(words(reason))"
        case .heldElsewhere: "held by another image of this process"
        case let .unavailable(reason): "unavailable: \(reason)"
        case let .refused(refusal): "not used: \(refusal)"
        case .readOnly: "read-only: the cache directory cannot be written"
        case let .written(rows): "wrote \(counted(rows, "row"))"
        case let .waiting(rows): "\(counted(rows, "row")) waiting for the file"
        case let .dropped(rows): "dropped \(counted(rows, "row"))"
        case let .evicted(rows): "evicted \(counted(rows, "row"))"
        case let .failed(reason): "failed: \(reason)"
        }
    }

    private static func words(_ reason: ImageEvent.StartAgainReason) -> String {
        switch reason {
        case .damaged: "the file was damaged"
        case .otherFormat: "the file has another format"
        case .otherVersion: "the file has another version"
        case .overSizeLimit: "the file outgrew its size limit"
        case .workOutgrewWait: "the waiting work outgrew its limit"
        }
    }

    /// A duration in whole milliseconds, "0 ms" below one.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
    }
}
