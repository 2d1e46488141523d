import ConvergenceRendering
import ConvergenceScenarios
import ConvergenceTree
import Foundation

/// Verifies or records scenarios against their snapshot files: the one engine behind `swift test`, the CLI and
/// the reports.
///
/// Each scenario is built and settled on the main actor and its files rendered and compared byte for byte; one whose
/// files all match has passed. Any other is built a second time from scratch (the determinism check) before a file
/// is written. In a catalog run, rendering, comparing and writing happen off the main actor, in parallel.
///
/// ```swift
/// let runner = try SnapshotRunner()                  // __Snapshots__ beside this file's Package.swift
/// let result = await runner.run(AppCatalog.catalog)
/// print(result.summary)
/// ```
public struct SnapshotRunner: Sendable {
    public let store: SnapshotStore
    public let mode: RecordMode
    /// How many scenarios are in flight at once in a catalog run (at least one, whatever is set).
    public var concurrency: Int
    /// Where ``mode`` came from, which failure messages name with the way to change it.
    package var modeSource: RecordModeSource = .runner

    /// A runner over a snapshot store, in a record mode.
    ///
    /// - Parameters:
    ///   - store: Where the snapshots are read and written.
    ///   - mode: When renders are written: see ``RecordMode``.
    public init(store: SnapshotStore, mode: RecordMode) {
        self.store = store
        self.mode = mode
        concurrency = Self.defaultConcurrency
    }

    /// Eight per active core (asking the system costs a file read on Linux, so it is asked once). Views resolve on
    /// the main actor one scenario at a time while the scenarios resolved before render on the other cores; a deep
    /// queue keeps the main actor from waiting for a render to finish before it starts the next scenario (two per
    /// core left it idle about a quarter of a catalog verify). Each scenario in flight holds only its resolved tree
    /// and its texts.
    static let defaultConcurrency = max(8, ProcessInfo.processInfo.activeProcessorCount * 8)

    /// A runner for the package holding `filePath`, in the record mode the environment asks for.
    ///
    /// - Parameters:
    ///   - filePath: A file inside the package; the default is the calling file.
    ///   - environment: Variables to read `SNAPSHOTS_RECORD` and `CI` from.
    /// - Throws: When no `Package.swift` lies above `filePath`, or `SNAPSHOTS_RECORD` holds an unknown mode.
    public init(
        packageContaining filePath: String = #filePath,
        environment: [String: String]
    ) throws {
        let resolved = try RecordMode.resolveWithSource(environment: environment)
        self.init(store: try SnapshotStore(packageContaining: filePath), mode: resolved.mode)
        modeSource = resolved.source
    }

    /// A runner for the package holding `filePath`, in the record mode this process's environment asks for.
    ///
    /// - Parameter filePath: A file inside the package; the default is the calling file.
    /// - Throws: When no `Package.swift` lies above `filePath`, or `SNAPSHOTS_RECORD` holds an unknown mode.
    public init(packageContaining filePath: String = #filePath) throws {
        let resolved = try RecordMode.resolveFromProcessEnvironmentWithSource()
        self.init(store: try SnapshotStore(packageContaining: filePath), mode: resolved.mode)
        modeSource = resolved.source
    }

    /// Verifies (or records, by mode) every file of one scenario.
    ///
    /// The scenario is built and settled once and its files rendered and compared byte for byte. When every file
    /// equals its recording, it has passed: the recording proves an earlier run produced the same text. Otherwise
    /// (a file is missing, differs, or is about to be recorded) the scenario is built a second time, and a render
    /// that differs between the two fails as nondeterministic before anything is written.
    ///
    /// - Parameters:
    ///   - scenario: The scenario to check.
    ///   - catalog: Its catalog, so that its duplicate ids and colliding files are reported; `nil` (the default) checks
    ///     the scenario alone.
    /// - Returns: The scenario's status, each file's outcome and any problem; failures are in the result, never thrown.
    @MainActor
    public func run(_ scenario: Scenario, in catalog: ScenarioCatalog? = nil) async -> ScenarioResult {
        await run(scenario, in: catalog, workers: nil)
    }

    /// ``run(_:in:)``, rendering and comparing on the main actor (one scenario: no hop is cheaper) or on `workers`
    /// (a catalog: the next scenario resolves while this one renders).
    ///
    /// The whole check is one guarded render (``RenderIsolation``): a scenario that stopped an earlier run of the
    /// program is reported from its record instead.
    @MainActor
    func run(_ scenario: Scenario, in catalog: ScenarioCatalog?, workers: RenderWorkers?) async -> ScenarioResult {
        let started = ContinuousClock.now
        do {
            var result = try await RenderIsolation.guarding(scenario) {
                await runGuarded(scenario, in: catalog, workers: workers)
            }
            result.recording = (mode, modeSource)
            return result
        } catch {
            // Only a scenario's record throws here: the check itself reports every failure in its result.
            let problem: ScenarioResult.Problem =
                switch error as? ScenarioError {
                case let error? where error.isTimeout: .timedOut(error)
                case let error?: .crashed(error)
                case nil: .failed(String(describing: error))
                }
            return ScenarioResult(
                scenarioID: scenario.id, source: scenario.source, files: [], problem: problem,
                displayRoot: SnapshotStore.folderName, duration: started.duration(to: .now))
        }
    }

    @MainActor
    private func runGuarded(
        _ declared: Scenario, in catalog: ScenarioCatalog?, workers: RenderWorkers?
    ) async -> ScenarioResult {
        // The redactions of an enclosing `withSnapshotTesting(redacting:)` join the scenario's own.
        let scenario = Redaction.scoped.isEmpty ? declared : declared.redacting(Redaction.scoped)
        let displayRoot = SnapshotStore.folderName
        let started = ContinuousClock.now
        func result(_ problem: ScenarioResult.Problem) -> ScenarioResult {
            ScenarioResult(
                scenarioID: scenario.id, source: scenario.source, files: [], problem: problem, displayRoot: displayRoot,
                duration: started.duration(to: .now))
        }
        func result(_ error: any Error) -> ScenarioResult {
            guard let error = error as? ScenarioError else { return result(.failed(String(describing: error))) }
            switch error.reason {
            case .unsettled: return result(.unsettled(error))
            case .nondeterministic: return result(.nondeterministic(error))
            default: return result(.failed(error.description))
            }
        }
        if let problem = catalog?.problems(for: scenario).first { return result(.failed(problem.description)) }
        if let catalog, let collision = CatalogFiles.collision(in: catalog, involving: scenario.id) {
            return result(.failed(collision))
        }
        let files: [ScenarioFile]
        let handoff: FramesHandoff
        do {
            files = try scenario.snapshotFiles()
            handoff = FramesHandoff(try await scenario.frames())
        } catch {
            return result(error)
        }
        let store = self.store
        // Rendering, comparing and (when every file matches) clearing stale pending files, in one go. The frames go
        // with the work and are put back, to be freed on the main actor that allocated them: freed on a render worker,
        // each tree's blocks went back to the main thread's allocator arena from another thread, and the main actor's
        // next allocations sorted through them (a 10,000-screen verify took 1.88 s against 1.69 s, medians of five
        // alternating runs). (No variable here holds frames, so that none keeps a tree alive longer.)
        let redactions = scenario.redactions
        let work = { @Sendable () -> (RenderedFiles?, Result<[ScenarioResult.FileResult]?, any Error>) in
            let frames = handoff.take()
            let rendered: RenderedFiles
            do {
                rendered = try RenderedFiles(files, frames: frames, store: store, redactions: redactions)
            } catch {
                return (nil, .failure(error))
            }
            let passing = rendered.passedResults(store: store)
            handoff.put(frames)
            return (rendered, .success(passing))
        }
        let (renderedFiles, passing) = if let workers { await workers.run(work) } else { work() }
        do {
            if let passed = try passing.get() {
                return ScenarioResult(
                    scenarioID: scenario.id, source: scenario.source, files: passed, problem: nil,
                    displayRoot: displayRoot, duration: started.duration(to: .now))
            }
        } catch {
            return result(.failed(String(describing: error)))
        }
        guard let rendered = renderedFiles else { return result(.failed("the scenario's files were not rendered")) }
        do {
            // Both constructions' trees go with the check that writes the files, to be freed there.
            handoff.append(try await scenario.framesAgain(confirming: handoff.peek()))
        } catch {
            return result(error)
        }
        let mode = self.mode
        let checked: Result<[ScenarioResult.FileResult], any Error>
        if let workers {
            checked = await workers.run {
                _ = handoff.take()
                return Result { try rendered.check(store: store, mode: mode, displayRoot: displayRoot) }
            }
        } else {
            checked = Result { try rendered.check(store: store, mode: mode, displayRoot: displayRoot) }
        }
        switch checked {
        case .success(let fileResults):
            return ScenarioResult(
                scenarioID: scenario.id, source: scenario.source, files: fileResults, problem: nil,
                displayRoot: displayRoot, duration: started.duration(to: .now))
        case .failure(let error):
            return result(.failed(String(describing: error)))
        }
    }

    /// The longest diff a failure message prints whole; longer ones are cut between hunks, with a count and the
    /// command that shows everything.
    package static let messageDiffLines = 1_000

    /// Checks one rendered file against the store by mode, and diffs it when it differs.
    static func check(
        _ file: ScenarioFile, rendered: String, store: SnapshotStore, mode: RecordMode, displayRoot: String
    ) throws -> ScenarioResult.FileResult {
        let outcome = try store.check(rendered, at: file.path.relativePath, mode: mode)
        let path = displayRoot + "/" + file.path.relativePath
        switch outcome {
        case .changed(let old, let pending):
            let pendingPath = displayRoot + "/" + pending
            var diff = TextDiff(old: old, new: rendered).annotated(
                oldName: path, newName: pendingPath, maxLines: messageDiffLines)
            if diff.contains("not shown") {
                diff += "\nThe whole diff: diff -u \(path) \(pendingPath)"
            }
            return .init(
                file: file, outcome: outcome, diff: diff,
                changeSummary: ChangeSummary(old: old, new: rendered, format: file.format)?.lines ?? [])
        case .updated(let old):
            return .init(
                file: file, outcome: outcome,
                diff: TextDiff(old: old, new: rendered).annotated(
                    oldName: path, newName: path, maxLines: messageDiffLines))
        default:
            return .init(file: file, outcome: outcome, diff: nil)
        }
    }

    /// Runs a whole catalog and looks for obsolete files: the structured result a summary, a report or a CLI reads.
    ///
    /// - Parameter catalog: The scenarios to run; its files are also the expected ones when looking for obsolete files.
    /// - Returns: Every scenario's result, in catalog order, and the obsolete files.
    @MainActor
    public func run(_ catalog: ScenarioCatalog) async -> RunResult {
        // The obsolete-file check lists the snapshot folder beside the scenarios rather than after them, off the main
        // actor they all wait for. Its answer does not depend on when it runs: every file a run writes or removes is
        // an expected snapshot or that snapshot's pending render, and neither is obsolete.
        let expected = Result { try catalog.snapshotFiles() }
        let store = self.store
        let obsoleteCheck = Task.detached { try store.obsoleteFiles(expected: Set(try expected.get())) }
        let results = await run(catalog.all, in: catalog)
        var obsolete: [String] = []
        var problems: [String] = []
        do {
            obsolete = try await obsoleteCheck.value
        } catch {
            problems.append(String(describing: error))
        }
        return RunResult(scenarios: results, obsolete: obsolete, problems: problems)
    }

    /// Runs some scenarios of a catalog, up to ``concurrency`` at a time, and returns their results in the order
    /// given.
    ///
    /// Scenarios resolve on the main actor, interleaving at their awaits; rendering, comparing and writing run off
    /// it, so the cores share the work. `onResult` sees each result in that same order as soon as it and those
    /// before it are done (progress lines); results are not held beyond the returned array.
    ///
    /// - Parameters:
    ///   - scenarios: The scenarios to run, all from `catalog`.
    ///   - catalog: Their catalog, for duplicate ids and colliding files.
    ///   - onResult: Called on each result, in the order of `scenarios`; by default nothing.
    /// - Returns: One result per scenario, in the order of `scenarios`.
    @MainActor
    public func run(
        _ scenarios: [Scenario], in catalog: ScenarioCatalog, onResult: (ScenarioResult) -> Void = { _ in }
    ) async -> [ScenarioResult] {
        var results: [ScenarioResult] = []
        results.reserveCapacity(scenarios.count)
        guard !scenarios.isEmpty else { return results }
        // A few lanes on the main actor each take the next scenario until none is left, and a few workers render
        // what they resolve: no task is made per scenario (making one costs an allocation large enough that the
        // allocator sorts through every small block other threads freed, on the main actor each scenario waits for).
        let queue = ScenarioQueue(count: scenarios.count)
        let workers = RenderWorkers()
        defer { workers.finish() }
        let progress = AsyncStream<Void>.makeStream()
        func handOnThoseReady() {
            while let result = queue.nextInOrder() {
                results.append(result)
                onResult(result)
            }
        }
        await withTaskGroup(of: Void.self) { lanes in
            for _ in 0..<min(max(1, concurrency), scenarios.count) {
                lanes.addTask {
                    await runLane(
                        scenarios, in: catalog, queue: queue, workers: workers, progress: progress.continuation)
                }
            }
            for await _ in progress.stream {
                handOnThoseReady()
                if queue.everyResultHandedOn { break }
            }
            // Waiting for progress ends early when the run is cancelled: the scenarios in flight still finish, and
            // their results are handed on.
            await lanes.waitForAll()
            handOnThoseReady()
        }
        return results
    }
}

extension SnapshotRunner {
    /// One lane of a catalog run: takes the next scenario until none is left (or the run is cancelled: a cancelled
    /// run, SIGINT in the CLI, starts no more scenarios; those in flight finish and write whole files).
    @MainActor
    fileprivate func runLane(
        _ scenarios: [Scenario], in catalog: ScenarioCatalog, queue: ScenarioQueue, workers: RenderWorkers,
        progress: AsyncStream<Void>.Continuation
    ) async {
        while !Task.isCancelled, let index = queue.take() {
            let result = await run(scenarios[index], in: catalog, workers: workers)
            queue.results[index] = result
            progress.yield()
        }
    }
}

/// Which scenarios of a catalog run have been taken by a lane, and the results not yet handed on in order.
@MainActor
private final class ScenarioQueue {
    var results: [ScenarioResult?]
    private var taken = 0
    private var handedOn = 0

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    /// The index of the next scenario to run, or nil when every one has been taken.
    func take() -> Int? {
        guard taken < results.count else { return nil }
        defer { taken += 1 }
        return taken
    }

    /// Whether every scenario's result has been handed on.
    var everyResultHandedOn: Bool { handedOn == results.count }

    /// The next result in catalog order, once it is there; the queue lets go of it.
    func nextInOrder() -> ScenarioResult? {
        guard handedOn < results.count, let result = results[handedOn] else { return nil }
        results[handedOn] = nil
        handedOn += 1
        return result
    }
}

/// Tasks that render and compare scenarios off the main actor for one catalog run, one per core, taking work in the
/// order it is given.
final class RenderWorkers: Sendable {
    private let jobs: AsyncStream<@Sendable () -> Void>.Continuation

    /// Cores this process may use (asking the system costs a file read on Linux, so it is asked once).
    private static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    init() {
        let made = AsyncStream<@Sendable () -> Void>.makeStream()
        jobs = made.continuation
        let stream = made.stream
        for _ in 0..<Self.cores {
            Task.detached {
                for await job in stream { job() }
            }
        }
    }

    /// Runs `work` on a worker and returns what it returns.
    func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withUnsafeContinuation { continuation in
            jobs.yield { continuation.resume(returning: work()) }
        }
    }

    /// Lets the workers end once the work given has been done.
    func finish() {
        jobs.finish()
    }
}

/// A scenario's frames passed between the main actor and the workers that render them, held by nothing else once
/// taken, so that they are freed where the last taker drops them.
private final class FramesHandoff: @unchecked Sendable {
    // Used by one side at a time: the main actor before it gives work to a worker and after the work is done, the
    // worker in between.
    private var frames: [ScenarioFrame]

    init(_ frames: [ScenarioFrame]) { self.frames = frames }

    /// The frames, which the handoff lets go of.
    func take() -> [ScenarioFrame] {
        defer { frames = [] }
        return frames
    }

    /// The frames, kept.
    func peek() -> [ScenarioFrame] { frames }

    func put(_ frames: [ScenarioFrame]) { self.frames = frames }

    func append(_ more: [ScenarioFrame]) { frames += more }
}

/// A scenario's files rendered from its first construction, and which of them equal their recordings.
struct RenderedFiles: Sendable {
    let files: [ScenarioFile]
    let texts: [String]
    let matches: [Bool]

    /// - Throws: ``RedactionError`` when a redaction's pattern does not compile.
    init(_ files: [ScenarioFile], frames: [ScenarioFrame], store: SnapshotStore, redactions: [Redaction]) throws {
        self.files = files
        texts = try Self.texts(of: files, frames: frames, redactions: redactions)
        matches = zip(files, texts).map { file, text in
            FileBytes.contentEquals(text, atPath: store.rootPath + "/" + file.path.relativePath)
        }
    }

    /// Each file's text: its frame rendered in its format, redactions applied.
    static func texts(of files: [ScenarioFile], frames: [ScenarioFrame], redactions: [Redaction]) throws -> [String] {
        try files.map { file in
            guard let frame = frames.first(where: { ($0.step ?? 0) == (file.step ?? 0) }) else {
                return NodeRenderer.render(.empty, as: file.format)
            }
            return try redactions.apply(to: frame.render(file.format), format: file.format)
        }
    }

    /// Every file as passed, when every render equals its recording; pending renders left beside them by earlier
    /// runs are stale and removed (where the file system lets them be: a read-only folder does not fail a match).
    func passedResults(store: SnapshotStore) -> [ScenarioResult.FileResult]? {
        guard !matches.contains(false) else { return nil }
        for file in files {
            SnapshotStore.removeStalePending(
                atPath: store.rootPath + "/" + SnapshotStore.pendingPath(for: file.path.relativePath))
        }
        return files.map { ScenarioResult.FileResult(file: $0, outcome: .passed, diff: nil) }
    }

    /// Each file checked against the store by mode (recording, updating or leaving pending renders).
    func check(store: SnapshotStore, mode: RecordMode, displayRoot: String) throws -> [ScenarioResult.FileResult] {
        try zip(files, texts).map { file, text in
            try SnapshotRunner.check(file, rendered: text, store: store, mode: mode, displayRoot: displayRoot)
        }
    }
}
