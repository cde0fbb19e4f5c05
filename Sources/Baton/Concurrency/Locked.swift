#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value reached only while its lock is held: `Synchronization.Mutex`'s shape (a
/// `sending` value in, `withLock` lending it out) over a `pthread_mutex_t`.
///
/// The project's locks are this one rather than `Mutex` because ThreadSanitizer
/// intercepts `pthread_mutex_lock` but not `Mutex`'s futex, which lives in a library
/// built without the sanitizer: under `Mutex` every value touched inside `withLock` on
/// two threads was reported as a race. Uncontended, this one costs a call into libc
/// more each way, 10 to 20 ns; docs/decisions/locks-the-sanitizer-sees.md says where
/// the locks sit and what that costs.
public final class Locked<Value>: @unchecked Sendable {
    // Both live at addresses of their own: a pthread mutex must never move, and the
    // value is reached through a pointer so that no exclusivity check runs under the lock.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline let value: UnsafeMutablePointer<Value>

    public init(_ initialValue: consuming sending Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        value = .allocate(capacity: 1)
        value.initialize(to: initialValue)
    }

    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` on the value with the lock held; what it returns leaves the lock
    /// as a value of its own, as `Mutex.withLock`'s does.
    @inlinable
    public func withLock<Result, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}
