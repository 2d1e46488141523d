import ConvergenceRuntime
import ConvergenceViews
import Foundation

/// Turns the `#Preview`s and `PreviewProvider`s in the running program into scenarios.
///
/// Types are found once per process from the runtime's conformance records; each call then builds the previews
/// on the main actor to read their names and traits, and orders them by file, line and position.
enum PreviewDiscovery {
    /// The previews of `module` (every module when nil) as scenarios, in file and line order.
    static func scenarios(in module: String?, callerFilePath: String) -> [Scenario] {
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
        let found = onMainActor {
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
        return PreviewDeclaration.scenarios(from: found)
    }

    /// What a catalog of previews holds where the runtime's conformance records cannot be listed (or
    /// `CONVERGENCE_FORCE_FALLBACK=metadata-scan`): one scenario that fails saying so, because previews have no
    /// registration code to fall back on, and an empty catalog would pass without testing anything.
    static func unavailable(in module: String?, callerFilePath: String) -> Scenario {
        let fileName = (callerFilePath as NSString).lastPathComponent
        var scenario = Scenario(
            "unavailable", feature: "Previews", fileID: fileName,
            filePath: callerFilePath, line: 1, column: 1
        ) { EmptyView() }
        let (id, reason) = (scenario.id, unavailableReason + " (module: \(module ?? "every module"))")
        scenario.prepare = { throw ScenarioError.previewFailed(scenario: id, reason: reason) }
        return scenario
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

    /// Runs `body` on the main actor, from any thread: at once when already there, else by waiting for it.
    ///
    /// "There" is the main thread, or the main queue on whichever thread drains it: once a program has called
    /// `dispatchMain()` (as `swift test` and async `main`s do on Linux), main-actor work runs on worker threads.
    private static func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
        if Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMark.key) != nil {
            return MainActor.assumeIsolated(body)
        }
        return withoutActuallyEscaping(body) { body in
            let box = UncheckedBox(body)
            return DispatchQueue.main.sync { MainActor.assumeIsolated { box.value() } }
        }
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

/// A value moved to the main queue by a thread that waits for it there.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
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
