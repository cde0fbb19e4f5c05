import Baton

/// The `phase`, `fetch` and `stream` expectations: one object per handle, or a
/// list of them, each naming its handle and the state it must read.
@MainActor
enum HandleExpectations {
    static func check(_ field: String, _ expected: Variable, handles: [String: any ScriptHandle]) throws(StepFailure) {
        let entries: [Variable]
        if case .list(let list) = expected { entries = list } else { entries = [expected] }
        for entry in entries {
            guard case .object(let members) = entry, case .string(let name)? = members["handle"] else {
                throw StepFailure(field, "an entry names no handle: \(entry.json)")
            }
            guard let handle = handles[name] else {
                throw StepFailure(field, "no step named a handle \(name)")
            }
            switch field {
            case "phase": try checkPhase(name, members, handle)
            case "fetch": try checkState("fetch", name, members["fetch"], try fetching(name, handle).fetch)
            default: try checkStream(name, members, handle)
            }
        }
    }

    private static func checkPhase(_ name: String, _ members: [String: Variable], _ handle: any ScriptHandle)
        throws(StepFailure) {
        try checkState("phase", name, members["phase"], handle.phase)
        // A subscription's handle has no fetch to refresh its data.
        let isRefreshing = (handle as? any FetchingHandle)?.isRefreshing ?? false
        for (flag, actual) in [("isRefreshing", isRefreshing), ("isStale", handle.isStale)] {
            guard let value = members[flag] else { continue }
            guard case .bool(let wanted) = value else { throw StepFailure("phase", "\(name): \(flag) is not a boolean") }
            if wanted != actual {
                throw StepFailure("phase", "\(name): expected \(flag) \(wanted), the handle reads \(actual)")
            }
        }
    }

    private static func checkState(_ field: String, _ name: String, _ expected: Variable?, _ actual: HandleState)
        throws(StepFailure) {
        let wanted: HandleState
        switch expected {
        case .string(let word)?:
            wanted = HandleState(word: word, failure: nil)
        case .object(let members)? where members.count == 1 && failedKind(members) != nil:
            wanted = .failed(failedKind(members)!)
        default:
            throw StepFailure(field, "\(name): the state is neither a word nor {\"failed\": kind}: \(expected?.json ?? "nothing")")
        }
        if wanted != actual {
            throw StepFailure(field, "\(name): expected \(wanted), the handle reads \(actual)")
        }
    }

    private static func fetching(_ name: String, _ handle: any ScriptHandle) throws(StepFailure) -> any FetchingHandle {
        guard let handle = handle as? any FetchingHandle else {
            throw StepFailure("fetch", "\(name) is the handle of \(handle.request.operationName), which has no fetch")
        }
        return handle
    }

    private static func failedKind(_ members: [String: Variable]) -> String? {
        if case .string(let kind)? = members["failed"] { kind } else { nil }
    }

    /// The stream's state, with its events and resumptions when the entry
    /// gives them.
    private static func checkStream(_ name: String, _ members: [String: Variable], _ handle: any ScriptHandle)
        throws(StepFailure) {
        guard let handle = handle as? any StreamingHandle else {
            throw StepFailure("stream", "\(name) is the handle of \(handle.request.operationName), which has no stream")
        }
        let stream = handle.stream
        guard let wanted = members["stream"] else { throw StepFailure("stream", "\(name): the entry names no stream") }
        if !sameJSON(wanted, stream) {
            throw StepFailure("stream", "\(name): expected \(wanted.json), the stream reads \(stream.json)")
        }
        for (count, actual) in [("events", handle.streamEvents), ("resumptions", handle.resumptions)] {
            guard let value = members[count] else { continue }
            guard case .int(let wanted) = value else { throw StepFailure("stream", "\(name): \(count) is not a number") }
            if wanted != actual {
                throw StepFailure("stream", "\(name): expected \(wanted) \(count), the stream counts \(actual)")
            }
        }
    }
}
