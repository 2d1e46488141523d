#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How the recursive passes over a tree (resolving views, layout, HTML) stay inside the thread's stack: a deep
/// tree must fail one scenario with a message, never crash the process with every other result in it.
///
/// A check compares the address of a local variable with the lowest address the pass may use (the thread's stack
/// end plus ``reserve``), worked out once per thread and kept in thread-specific storage: a few nanoseconds, so
/// the passes check at every level. A check that finds the stack short also marks the thread, so a whole pass can
/// be told it was cut short (``watching(_:)``) and run again where there is room (``onLargeStack(_:)``).
package enum StackGuard {
    /// The stack left untouched below the deepest checked frame: room for the frames between two checks (text
    /// layout, Foundation calls) and for the error path.
    package static let reserve = 256 * 1024

    /// The stack size of ``onLargeStack(_:)``'s thread: room for trees about a hundred times deeper than an 8 MB
    /// stack holds. Pages are only committed when touched.
    package static let largeStackSize = 1 << 30

    /// Whether the current thread has less than ``reserve`` bytes of stack left; when so, the thread is marked as
    /// cut short for ``watching(_:)``.
    ///
    /// A local whose address is not on the thread's stack at all — AddressSanitizer's detection of use after return
    /// moves locals to a "fake stack" on the heap — tells nothing, and counts as room: the guard is then inert, which
    /// is why `Scripts/sanitizers.sh` turns that detection off.
    @inlinable
    package static func isShort() -> Bool {
        guard isNearlyFull() else { return false }
        pthread_setspecific(shortKey, UnsafeRawPointer(bitPattern: 1))
        return true
    }

    /// Whether the current thread has less than ``reserve`` bytes of stack left, without marking the thread as cut
    /// short: for a pass that moves on to a new stack (``continuingOnNewStack(_:)``) rather than stop.
    @inlinable
    package static func isNearlyFull() -> Bool {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let end = cachedStackEnd()
        return here >= end && here - end <= UInt(reserve)
    }

    /// Runs `body` and returns its result, or nil when a check inside found the stack short (the result is then
    /// incomplete).
    package static func watching<Result>(_ body: () throws -> Result) rethrows -> Result? {
        let outer = pthread_getspecific(shortKey)
        pthread_setspecific(shortKey, nil)
        defer { pthread_setspecific(shortKey, outer) }
        let result = try body()
        return pthread_getspecific(shortKey) == nil ? result : nil
    }

    /// Runs a pure pass over a tree here, and when it was cut short, again on a thread with a large stack; when
    /// even that is not enough, returns `tooDeep`. The result never depends on the calling thread's stack.
    package static func withRoom<Result: Sendable>(
        tooDeep: @autoclosure () -> Result, _ body: @escaping @Sendable () -> Result
    ) -> Result {
        if let result = watching(body) { return result }
        return onLargeStack { watching(body) } ?? tooDeep()
    }

    /// Runs `body` on a new thread with a ``largeStackSize`` stack and waits for it: for a pure pass over a tree
    /// too deep for the calling thread. The caller's thread blocks meanwhile, so use it only after a pass was cut
    /// short.
    package static func onLargeStack<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        let box = ResultBox<Result>()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, largeStackSize)
        let context = Unmanaged.passRetained(LargeStackWork { box.value = body() }).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        let created = pthread_create(
            &thread, &attributes,
            { context in
                #if canImport(Darwin)
                    let work = Unmanaged<LargeStackWork>.fromOpaque(context).takeRetainedValue()
                #else
                    let work = Unmanaged<LargeStackWork>.fromOpaque(context!).takeRetainedValue()
                #endif
                work.run()
                return nil
            }, context)
        guard created == 0 else {
            // No thread to be had: run here, where the pass's own checks stop it short instead of crashing.
            Unmanaged<LargeStackWork>.fromOpaque(context).release()
            return body()
        }
        #if canImport(Darwin)
            pthread_join(thread!, nil)
        #else
            pthread_join(thread, nil)
        #endif
        return box.value!
    }

    /// The lowest address of this thread's stack, computed on the thread's first check (UInt.max when unknown,
    /// which makes every check find room).
    @usableFromInline
    static func cachedStackEnd() -> UInt {
        if let known = pthread_getspecific(endKey) { return UInt(bitPattern: known) }
        let end = stackEnd()
        pthread_setspecific(endKey, UnsafeRawPointer(bitPattern: end))
        return end
    }

    /// The lowest address of the current thread's stack (stacks grow down on every platform Swift runs on).
    private static func stackEnd() -> UInt {
        #if canImport(Darwin)
            let thread = pthread_self()
            return UInt(bitPattern: pthread_get_stackaddr_np(thread)) - UInt(pthread_get_stacksize_np(thread))
        #elseif canImport(Glibc) || canImport(Musl)
            var attributes = pthread_attr_t()
            guard currentThreadAttributes(pthread_self(), &attributes) == 0 else { return .max }
            defer { pthread_attr_destroy(&attributes) }
            var address: UnsafeMutableRawPointer?
            var size = 0
            guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return .max }
            return UInt(bitPattern: address)
        #else
            return .max
        #endif
    }

    @usableFromInline static let endKey = makeKey()
    @usableFromInline static let shortKey = makeKey()

    private static func makeKey() -> pthread_key_t {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }
}

/// The work ``StackGuard/onLargeStack(_:)`` hands to its thread.
private final class LargeStackWork {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// The result of the large-stack thread, read after `pthread_join`, which orders the write before the read.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}

#if canImport(Glibc) || canImport(Musl)
    /// glibc's and musl's `pthread_getattr_np`, which the C module leaves out (it needs `_GNU_SOURCE`); its
    /// arguments are a thread handle and a pointer, passed alike in the C and Swift conventions.
    @_silgen_name("pthread_getattr_np")
    private func currentThreadAttributes(_ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>)
        -> Int32
#endif
