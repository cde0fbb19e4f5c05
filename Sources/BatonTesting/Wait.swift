/// A wait that ran out: what it waited for and how long.
public struct WaitTimeout: Error, CustomStringConvertible {
    public let what: String
    public let timeout: Duration

    public var description: String { "\(what) did not happen within \(timeout)" }
}

/// Waits until `condition` holds, checking it on the caller's actor every few
/// milliseconds, for at most `timeout`. A bound, never a fixed sleep: it returns the
/// moment the condition holds and throws `WaitTimeout` when it never does. The
/// default bound is generous because a whole suite runs in parallel on two cores.
public func wait(
    until condition: () async throws -> Bool,
    timeout: Duration = .seconds(30),
    _ what: @autoclosure () -> String = "the condition",
    isolation: isolated (any Actor)? = #isolation
) async throws {
    _ = try await eventually(timeout: timeout, what(), isolation: isolation) {
        try await condition() ? true : nil
    }
}

/// The first non-nil value `produce` returns, checked as `wait(until:)` checks.
public func eventually<Value>(
    timeout: Duration = .seconds(30),
    _ what: @autoclosure () -> String = "a value",
    isolation: isolated (any Actor)? = #isolation,
    _ produce: () async throws -> Value?
) async throws -> Value {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
        if let value = try await produce() { return value }
        guard clock.now < deadline else { throw WaitTimeout(what: what(), timeout: timeout) }
        try await Task.sleep(for: .milliseconds(5))
    }
}
