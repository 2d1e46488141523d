#if canImport(Glibc)
    import Glibc
#endif

/// Moving a pass that must stay on its thread — resolving views, which belongs to the main actor — onto a fresh
/// stack when the thread's own is nearly full.
///
/// The thread does not change: the pass goes on on a stack mapped for it (``StackGuard/largeStackSize``, committed
/// only as it is touched) and comes back to the old stack when `body` returns, so actor isolation, thread-local and
/// task-local values all stay as they were. Stacks may be entered one inside another up to
/// ``StackGuard/newStackLimit`` times; past that, the caller reports the tree as too deep.
extension StackGuard {
    /// How many fresh stacks a thread may be on at once: about eight gigabytes of address space, far deeper than any
    /// tree that still renders in reasonable time.
    package static let newStackLimit = 8

    /// A lower ``newStackLimit`` for the current task, so tests can reach the limit with a small tree.
    @TaskLocal package static var newStacksAllowed = newStackLimit

    /// Runs `body` on a fresh stack of this thread and returns its result, or returns nil without running it when no
    /// stack can be had: the limit is reached, the memory cannot be mapped, or the platform cannot switch stacks
    /// (only glibc's `swapcontext` is used; elsewhere deep passes stop at the thread's own stack), or
    /// `CONVERGENCE_FORCE_FALLBACK=stack-switching` is set.
    package static func continuingOnNewStack<Result>(_ body: () -> Result) -> Result? {
        #if canImport(Glibc)
            guard !RuntimeFallback.stackSwitching.isForced else { return nil }
            let entered = Int(bitPattern: pthread_getspecific(enteredKey))
            guard entered < newStacksAllowed, let stack = MappedStack(size: largeStackSize) else { return nil }
            defer { stack.unmap() }
            let contexts = UnsafeMutablePointer<ucontext_t>.allocate(capacity: 2)
            contexts.initialize(repeating: ucontext_t(), count: 2)
            defer {
                contexts.deinitialize(count: 2)
                contexts.deallocate()
            }
            let (back, fresh) = (contexts, contexts + 1)
            guard getContext(fresh) == 0 else { return nil }
            fresh.pointee.uc_stack.ss_sp = stack.base
            fresh.pointee.uc_stack.ss_size = stack.size
            fresh.pointee.uc_link = back
            makeContext(fresh, { enterFreshStack() }, 0)

            var result: Result?
            withoutActuallyEscaping(body) { body in
                let work = SwitchedWork { result = body() }
                var record = SwitchRecord(back: back, fresh: fresh, work: Unmanaged.passUnretained(work).toOpaque())
                withUnsafeMutablePointer(to: &record) { record in
                    let outer = (record: pthread_getspecific(recordKey), end: pthread_getspecific(endKey))
                    pthread_setspecific(recordKey, record)
                    pthread_setspecific(endKey, UnsafeRawPointer(bitPattern: stack.lowestUsable))
                    pthread_setspecific(enteredKey, UnsafeRawPointer(bitPattern: entered + 1))
                    // Sanitizers follow the switch when told (see `SanitizerFibers`).
                    let fiber = SanitizerFibers.thread.map { thread in
                        record.pointee.callerFiber = thread.current()
                        return thread.create(0)
                    }
                    var fakeStack: UnsafeMutableRawPointer?
                    SanitizerFibers.address?.start(&fakeStack, stack.base, stack.size)
                    if let fiber, let thread = SanitizerFibers.thread { thread.switchTo(fiber, 0) }
                    let switched = swapContext(back, fresh) == 0
                    SanitizerFibers.address?.finish(fakeStack, nil, nil)
                    if let fiber, let thread = SanitizerFibers.thread { thread.destroy(fiber) }
                    pthread_setspecific(enteredKey, UnsafeRawPointer(bitPattern: entered))
                    pthread_setspecific(endKey, outer.end)
                    pthread_setspecific(recordKey, outer.record)
                    if !switched { result = nil }
                }
                withExtendedLifetime(work) {}
            }
            return result
        #else
            return nil
        #endif
    }

    /// Whether this process runs under ThreadSanitizer, whose own record of each thread's calls holds about 65,000
    /// frames: deep-tree tests keep below that there.
    package static var runsUnderThreadSanitizer: Bool {
        #if canImport(Glibc)
            SanitizerFibers.thread != nil
        #else
            false
        #endif
    }

    #if canImport(Glibc)
        /// The ``SwitchRecord`` of the current thread's latest switch, read by the fresh stack's entry function.
        fileprivate static let recordKey = makeSwitchKey()
        /// How many fresh stacks the current thread is on.
        fileprivate static let enteredKey = makeSwitchKey()

        private static func makeSwitchKey() -> pthread_key_t {
            var key = pthread_key_t()
            pthread_key_create(&key, nil)
            return key
        }
    #endif
}

#if canImport(Glibc)
    /// What a fresh stack runs; kept alive by ``StackGuard/continuingOnNewStack(_:)`` until the stack is left.
    private final class SwitchedWork {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// What the entry of a fresh stack needs to run its work and leave: raw values only, because the entry never
    /// returns (it leaves by switching back), so nothing in its frame may hold a reference.
    private struct SwitchRecord {
        let back: UnsafeMutablePointer<ucontext_t>
        let fresh: UnsafeMutablePointer<ucontext_t>
        /// The ``SwitchedWork``, unretained.
        let work: UnsafeMutableRawPointer
        /// ThreadSanitizer's fiber of the code that switched, to switch back to.
        var callerFiber: UnsafeMutableRawPointer?
        /// AddressSanitizer's record of the stack that switched.
        var callerBottom: UnsafeRawPointer?
        var callerSize = 0

        init(
            back: UnsafeMutablePointer<ucontext_t>, fresh: UnsafeMutablePointer<ucontext_t>,
            work: UnsafeMutableRawPointer
        ) {
            self.back = back
            self.fresh = fresh
            self.work = work
        }
    }

    /// The entry of a fresh stack: runs the work, then switches back for good, telling the sanitizers (when present)
    /// of the switches in and out. Leaving by a switch rather than by returning keeps ThreadSanitizer's record of calls
    /// balanced: this function's exit would otherwise be counted on the stack switched back to.
    private func enterFreshStack() {
        guard let raw = pthread_getspecific(StackGuard.recordKey) else { return }
        let record = UnsafeMutableRawPointer(mutating: raw).assumingMemoryBound(to: SwitchRecord.self)
        SanitizerFibers.address?.finish(nil, &record.pointee.callerBottom, &record.pointee.callerSize)
        runSwitchedWork(record.pointee.work)
        // A nil fake-stack pointer tells AddressSanitizer that this stack is left for good.
        SanitizerFibers.address?.start(nil, record.pointee.callerBottom, record.pointee.callerSize)
        if let thread = SanitizerFibers.thread { thread.switchTo(record.pointee.callerFiber, 0) }
        _ = swapContext(record.pointee.fresh, record.pointee.back)
    }

    /// Runs the work in a frame of its own, so every reference it takes is released before the stack is left.
    @inline(never)
    private func runSwitchedWork(_ work: UnsafeMutableRawPointer) {
        Unmanaged<SwitchedWork>.fromOpaque(work).takeUnretainedValue().run()
    }

    /// The fiber interfaces of ThreadSanitizer and AddressSanitizer, found at run time in a sanitized process (nil in
    /// any other): both keep shadow state per stack and must be told when a thread moves to another one, or they see
    /// false races and overflows. Their C declarations are in `sanitizer/tsan_interface.h` and
    /// `sanitizer/common_interface_defs.h`.
    private enum SanitizerFibers {
        typealias Pointer = UnsafeMutableRawPointer
        typealias Current = @convention(c) () -> Pointer?
        typealias Create = @convention(c) (UInt32) -> Pointer?
        typealias Destroy = @convention(c) (Pointer?) -> Void
        typealias SwitchTo = @convention(c) (Pointer?, UInt32) -> Void
        typealias Start = @convention(c) (UnsafeMutablePointer<Pointer?>?, UnsafeRawPointer?, Int) -> Void
        typealias Finish =
            @convention(c) (Pointer?, UnsafeMutablePointer<UnsafeRawPointer?>?, UnsafeMutablePointer<Int>?) -> Void

        struct Thread {
            let current: Current
            let create: Create
            let destroy: Destroy
            let switchTo: SwitchTo
        }

        struct Address {
            let start: Start
            let finish: Finish
        }

        static let thread: Thread? = {
            guard let current = LoadedSymbol.address("__tsan_get_current_fiber"),
                let create = LoadedSymbol.address("__tsan_create_fiber"),
                let destroy = LoadedSymbol.address("__tsan_destroy_fiber"),
                let switchTo = LoadedSymbol.address("__tsan_switch_to_fiber")
            else { return nil }
            return Thread(
                current: unsafeBitCast(current, to: Current.self), create: unsafeBitCast(create, to: Create.self),
                destroy: unsafeBitCast(destroy, to: Destroy.self), switchTo: unsafeBitCast(switchTo, to: SwitchTo.self))
        }()

        static let address: Address? = {
            guard let start = LoadedSymbol.address("__sanitizer_start_switch_fiber"),
                let finish = LoadedSymbol.address("__sanitizer_finish_switch_fiber")
            else { return nil }
            return Address(start: unsafeBitCast(start, to: Start.self), finish: unsafeBitCast(finish, to: Finish.self))
        }()
    }

    /// Memory mapped for a stack: reserved, not committed, with its lowest page left unreadable so that running off
    /// the end faults instead of writing over something else.
    private struct MappedStack {
        let base: UnsafeMutableRawPointer
        let size: Int
        let guardSize: Int

        init?(size: Int) {
            let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
            guard let mapped, mapped != MAP_FAILED else { return nil }
            base = mapped
            self.size = size
            guardSize = max(4_096, Int(sysconf(Int32(_SC_PAGESIZE))))
            mprotect(base, guardSize, PROT_NONE)
        }

        /// The lowest address the stack guard lets a pass use, above the unreadable page.
        var lowestUsable: UInt { UInt(bitPattern: base) + UInt(guardSize) }

        func unmap() { munmap(base, size) }
    }

    // glibc's context functions, which the C module leaves out (`getcontext` is declared as returning twice, which
    // Swift does not import; `makecontext` is variadic). `getcontext` here only fills a context that `makecontext`
    // then points at the new stack, so it returns once; no arguments are passed to the entry function.
    @_silgen_name("getcontext")
    private func getContext(_ context: UnsafeMutablePointer<ucontext_t>) -> Int32

    @_silgen_name("makecontext")
    private func makeContext(
        _ context: UnsafeMutablePointer<ucontext_t>, _ entry: @convention(c) () -> Void, _ argumentCount: Int32)

    @_silgen_name("swapcontext")
    private func swapContext(_ save: UnsafeMutablePointer<ucontext_t>, _ resume: UnsafeMutablePointer<ucontext_t>)
        -> Int32
#endif
