import ConvergenceRuntime
import ConvergenceViews
import Foundation

/// Turns the `#Preview`s and `PreviewProvider`s in the running program into scenarios.
///
/// Types are found once per process from the runtime's conformance records; each call then builds the previews
/// on the main actor to read their names and traits, and orders them by file, line and position.
enum PreviewDiscovery {
    /// The previews of `module` (every module when nil) as scenarios, in file and line order.
    ///
    /// - Parameter patience: How long a caller off the main actor waits for it (see `onMainActor(waitingAtMost:_:)`).
    static func scenarios(
        in module: String?, callerFilePath: String, patience: DispatchTimeInterval = mainActorPatience
    ) -> [Scenario] {
        guard ConformanceRecords.isAvailable else {
            return [unavailable(in: module, callerFilePath: callerFilePath)]
        }
        let types = LoadedPreviewTypes.shared
        let registries = types.registries.filter { module == nil || $0.module == module }
        let providers = types.providers.filter { module == nil || $0.module == module }
        var places: [ObjectIdentifier: PreviewSourceIndex.Place] = [:]
        if !providers.isEmpty {
            let index = PreviewSourceIndex.packages(
                around: [callerFilePath] + registries.prefix(1).map { $0.type.filePath })
            for provider in providers {
                places[ObjectIdentifier(provider.type)] = index.place(
                    ofType: String(reflecting: provider.type), module: provider.module)
            }
        }
        let found = onMainActor(waitingAtMost: patience) {
            // Only providers are probed: building their `previews` runs app code at discovery, while a `#Preview`'s body
            // runs only when its scenario renders, and probing thousands of them would cost more than finding them.
            let stops = PreviewStops.find(registries: [], providers: providers.map(\.type))
            return registries.map { PreviewDeclaration.registry($0.type, stops: stops[ObjectIdentifier($0.type)]) }
                + providers.flatMap { provider in
                    PreviewDeclaration.provider(
                        provider.type, module: provider.module, place: places[ObjectIdentifier(provider.type)],
                        stops: stops[ObjectIdentifier(provider.type)])
                }
        }
        guard let found else {
            return [mainActorUnavailable(in: module, callerFilePath: callerFilePath, patience: patience)]
        }
        return PreviewDeclaration.scenarios(from: found)
    }

    /// What a catalog of previews holds when the main actor did not build them in time: one scenario that fails
    /// saying why and what to change, rather than a run that hangs or a catalog that passes without testing anything.
    static func mainActorUnavailable(
        in module: String?, callerFilePath: String, patience: DispatchTimeInterval
    ) -> Scenario {
        let reason = """
            the previews (module: \(module ?? "every module")) were not found: they are built on the main actor, which \
            did not start within \(describe(patience)). Most often the catalog is a static property first read by a \
            test off the main actor while a main-actor test waits to read it too, so each waits for the other. Read the \
            catalog on the main actor first (mark the suite that reads it first @MainActor), or build it in a \
            function rather than a static property.
            """
        return failing("main-actor-unavailable", reason: reason, callerFilePath: callerFilePath)
    }

    /// `30 seconds`, `300 milliseconds`: how long the caller waited.
    private static func describe(_ patience: DispatchTimeInterval) -> String {
        switch patience {
        case .seconds(let seconds): "\(seconds) seconds"
        case .milliseconds(let milliseconds): "\(milliseconds) milliseconds"
        default: "the time allowed"
        }
    }

    /// A scenario of the `Previews` feature that fails with `reason` when it runs.
    private static func failing(_ name: String, reason: String, callerFilePath: String) -> Scenario {
        let fileName = (callerFilePath as NSString).lastPathComponent
        var scenario = Scenario(
            name, feature: "Previews", fileID: fileName, filePath: callerFilePath, line: 1, column: 1
        ) { EmptyView() }
        let id = scenario.id
        scenario.prepare = { throw ScenarioError.previewFailed(scenario: id, reason: reason) }
        return scenario
    }

    /// What a catalog of previews holds where the runtime's conformance records cannot be listed (or
    /// `CONVERGENCE_FORCE_FALLBACK=metadata-scan`): one scenario that fails saying so, because previews have no
    /// registration code to fall back on, and an empty catalog would pass without testing anything.
    static func unavailable(in module: String?, callerFilePath: String) -> Scenario {
        failing(
            "unavailable", reason: unavailableReason + " (module: \(module ?? "every module"))",
            callerFilePath: callerFilePath)
    }

    /// Why no preview can be found in this process.
    static var unavailableReason: String {
        let cause =
            RuntimeFallback.metadataScan.isForced
            ? "CONVERGENCE_FORCE_FALLBACK forces the metadata-scan fallback"
            : "the Swift runtime does not list the loaded images' metadata sections here"
        return """
            the previews cannot be found in this process (\(cause)): previews are found by reading the runtime's \
            conformance records, and there is no registration code to fall back on. List the scenarios in \
            ScenarioProviders (ScenarioCatalog([…])) to test them here.
            """
    }

    /// Runs `body` on the main actor, from any thread: at once when already there, else by waiting for it, at most
    /// `patience`; nil when the main actor did not start it by then (it never will: the work is withdrawn).
    ///
    /// "There" is the main thread, or the main queue on whichever thread drains it: once a program has called
    /// `dispatchMain()` (as `swift test` and async `main`s do on Linux), main-actor work runs on worker threads.
    ///
    /// The wait is bounded because a catalog is most often a static property: the thread that reads it first
    /// initializes it while every other reader waits, the main actor included. When that thread is not the main actor
    /// and a main-actor test reads the property meanwhile, the main actor waits for the initializer and the initializer
    /// for the main actor; waiting unbounded hung the whole test run.
    static func onMainActor<T: Sendable>(
        waitingAtMost patience: DispatchTimeInterval, _ body: @MainActor () -> T
    ) -> T? {
        if Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMark.key) != nil {
            return MainActor.assumeIsolated(body)
        }
        return withoutActuallyEscaping(body) { body in
            let hop = MainActorHop<T>(body)
            DispatchQueue.main.async { hop.runOnMainActor() }
            return hop.result(waitingAtMost: patience)
        }
    }

    /// How long a thread that needs the main actor for discovery waits for it.
    static let mainActorPatience: DispatchTimeInterval = .seconds(30)
}

/// Work for the main actor that the waiting thread withdraws when the main queue does not start it in time: the main
/// queue runs it only if it starts before then.
private final class MainActorHop<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    /// The work, until started or withdrawn: released then, so that none of it outlives the waiting caller's scope.
    private var body: (@MainActor () -> T)?
    private var value: T?

    init(_ body: @escaping @MainActor () -> T) {
        self.body = body
    }

    private func claim() -> (@MainActor () -> T)? {
        lock.withLock {
            defer { body = nil }
            return body
        }
    }

    /// On the main queue: runs the work unless the waiting thread withdrew it.
    func runOnMainActor() {
        let made: T
        do {
            // Released before the waiting thread is told: its scope checks that nothing else holds the work.
            guard let body = claim() else { return }
            made = MainActor.assumeIsolated(body)
        }
        lock.withLock { value = made }
        done.signal()
    }

    /// The work's result, or nil when the main queue has not started it within `patience`.
    func result(waitingAtMost patience: DispatchTimeInterval) -> T? {
        if done.wait(timeout: .now() + patience) == .timedOut {
            if claim() != nil { return nil }
            done.wait()  // The main actor started it just in time.
        }
        return lock.withLock { value }
    }
}

/// A value set on the main queue, read back to tell whether code runs on it.
private enum MainQueueMark {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

/// The preview types of the loaded images, found once.
struct LoadedPreviewTypes: Sendable {
    // Metatypes carry no state; the conformances are fixed in the image.
    struct Registry: @unchecked Sendable {
        let type: any PreviewRegistry.Type
        let module: String
    }

    struct Provider: @unchecked Sendable {
        let type: any PreviewProvider.Type
        let module: String
    }

    let registries: [Registry]
    let providers: [Provider]

    static let shared = LoadedPreviewTypes()

    /// The registry type of a conformer: built from its metadata and static witness table (the layout of an
    /// existential metatype of one protocol), or found by a dynamic cast when the table is not static.
    static func registry(_ found: ConformanceRecords.Conformer) -> (any PreviewRegistry.Type)? {
        guard let witnessTable = found.witnessTable else { return found.type as? any PreviewRegistry.Type }
        let metadata = unsafeBitCast(found.type, to: UnsafeRawPointer.self)
        return unsafeBitCast(
            ExistentialMetatype(metadata: metadata, witnessTable: witnessTable), to: (any PreviewRegistry.Type).self)
    }

    /// `any P.Type` for a protocol `P` that is not class-bound: the type's metadata, then its conformance's table.
    private struct ExistentialMetatype {
        let metadata: UnsafeRawPointer
        let witnessTable: UnsafeRawPointer
    }

    private init() {
        registries = ConformanceRecords.conformers(to: "PreviewRegistry", declaredIn: "ConvergenceViews")
            .compactMap { found in Self.registry(found).map { Registry(type: $0, module: found.module) } }
        providers = ConformanceRecords.conformers(to: "PreviewProvider", declaredIn: "ConvergenceViews")
            .compactMap { found in
                (found.type as? any PreviewProvider.Type).map { Provider(type: $0, module: found.module) }
            }
    }
}
