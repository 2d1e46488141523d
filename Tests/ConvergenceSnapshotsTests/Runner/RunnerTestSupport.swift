import Convergence
import ConvergenceSnapshots
import ConvergenceTestSupport
import Foundation

// MARK: - A temporary package folder with a snapshot store

/// A fresh folder standing for a package root, with its store at `<folder>/__Snapshots__`; removed by `remove()`.
struct RunnerTestFolder: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ConvergenceRunnerTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Runs `body` with a fresh folder and removes the folder afterwards, whatever happens.
    @MainActor
    static func with<T>(_ body: @MainActor (RunnerTestFolder) async throws -> T) async throws -> T {
        let folder = try RunnerTestFolder()
        defer { folder.remove() }
        return try await body(folder)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    var store: SnapshotStore {
        SnapshotStore(root: url.appendingPathComponent(SnapshotStore.folderName, isDirectory: true))
    }

    /// A runner in `mode`, which failure messages say came from `source` (by default the environment, as
    /// `assertSnapshot`'s does).
    func runner(_ mode: RecordMode, from source: RecordModeSource = .variable) -> SnapshotRunner {
        var runner = SnapshotRunner(store: store, mode: mode)
        runner.modeSource = source
        return runner
    }

    /// Writes a file below `__Snapshots__`, creating its folders.
    func put(_ text: String, at relativePath: String) throws {
        let file = store.root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// The text of a file below `__Snapshots__`, or nil when there is none.
    func text(at relativePath: String) -> String? {
        guard let data = FileManager.default.contents(atPath: store.root.appendingPathComponent(relativePath).path)
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Every file below `__Snapshots__`, hidden ones included, with its text: exactly what is on disk — but for the
    /// store's own `.gitignore` at the root, which the store's tests check.
    func filesOnDisk() -> [String: String] {
        let root = store.root.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
        var files: [String: String] = [:]
        while let relative = enumerator.nextObject() as? String {
            if relative == ".gitignore" { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files[relative] = text(at: relative)
            }
        }
        return files
    }

    /// Device and file number, to tell whether a file was replaced (an atomic write makes a new file).
    func identity(of relativePath: String) -> [UInt64]? {
        guard
            let attributes = try? FileManager.default.attributesOfItem(
                atPath: store.root.appendingPathComponent(relativePath).path)
        else { return nil }
        return [
            (attributes[.systemNumber] as? NSNumber)?.uint64Value ?? 0,
            (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0,
        ]
    }
}

// MARK: - A small feature in the seeds' shape

struct RunnerItem: Identifiable, Equatable, Sendable {
    let id: UUID
    let title: String
}

protocol RunnerItemServicing: Sendable {
    func fetchItems() async throws -> [RunnerItem]
}

struct RunnerShopClosed: LocalizedError {
    var errorDescription: String? { "The shop is closed" }
}

final class RunnerMockItemService: RunnerItemServicing {
    enum Scenario: Sendable {
        case success([RunnerItem])
        /// Sleeps on the scenario clock: stands still in snapshots.
        case delayed([RunnerItem], Duration)
        /// Sleeps in real time, as the seeds' mock does: never settles in a snapshot run.
        case realSleep(Duration)
        case failure
    }

    private let scenario: Scenario

    init(_ scenario: Scenario) { self.scenario = scenario }

    func fetchItems() async throws -> [RunnerItem] {
        switch scenario {
        case .success(let items): return items
        case .delayed(let items, let duration):
            try await ScenarioClock.sleep(for: duration)
            return items
        case .realSleep(let duration):
            try await Task.sleep(for: duration)
            return []
        case .failure: throw RunnerShopClosed()
        }
    }
}

enum RunnerItemFixtures {
    static let apples = RunnerItem(id: UUID(uuidString: "11111111-1111-1111-1111-111111111111")!, title: "Apples")
    static let pears = RunnerItem(id: UUID(uuidString: "22222222-2222-2222-2222-222222222222")!, title: "Pears")
    static let list = [apples, pears]

    /// What the seeds' ADR warns about: a fresh id on every construction.
    static var receipt: RunnerItem { RunnerItem(id: UUID(), title: "Receipt") }
}

@Observable @MainActor
final class RunnerItemsState {
    enum ViewState: Equatable {
        case loading
        case loaded([RunnerItem])
        case empty
        case error(String)
    }

    private(set) var viewState: ViewState = .loading
    private let service: any RunnerItemServicing

    init(service: any RunnerItemServicing) { self.service = service }

    func load() async {
        viewState = .loading
        do {
            let items = try await service.fetchItems()
            viewState = items.isEmpty ? .empty : .loaded(items)
        } catch {
            viewState = .error(error.localizedDescription)
        }
    }
}

struct RunnerItemsView: View {
    @State private var state: RunnerItemsState
    private let showsIDs: Bool

    init(state: RunnerItemsState, showsIDs: Bool = false) {
        _state = State(initialValue: state)
        self.showsIDs = showsIDs
    }

    var body: some View {
        content
            .task { await state.load() }
    }

    @ViewBuilder private var content: some View {
        switch state.viewState {
        case .loading:
            ProgressView("Loading…")
        case .loaded(let items):
            List(items) { item in
                Text(showsIDs ? "\(item.title) #\(item.id.uuidString.prefix(8))" : item.title)
            }
        case .empty:
            ContentUnavailableView("No Items", systemImage: "tray")
        case .error(let message):
            VStack {
                Text(message)
                Button("Retry") { await state.load() }
            }
        }
    }
}

enum RunnerItemScenarios {
    @MainActor static func make(_ scenario: RunnerMockItemService.Scenario) -> RunnerItemsState {
        RunnerItemsState(service: RunnerMockItemService(scenario))
    }
    @MainActor static func loaded() -> RunnerItemsState { make(.success(RunnerItemFixtures.list)) }
    @MainActor static func loading() -> RunnerItemsState { make(.delayed(RunnerItemFixtures.list, .seconds(1))) }
    @MainActor static func slow() -> RunnerItemsState { make(.realSleep(.seconds(3600))) }
    @MainActor static func receipts() -> RunnerItemsState { make(.success([RunnerItemFixtures.receipt])) }
}

/// A counter whose button makes each step's frame differ from the one before.
struct RunnerCounterView: View {
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("Count: \(count)")
            Button("More") { count += 1 }
        }
    }
}

extension ScenarioResult {
    /// Each file's relative path and outcome, for comparing runs.
    var outcomesByPath: [String: SnapshotOutcome] {
        Dictionary(uniqueKeysWithValues: files.map { ($0.file.path.relativePath, $0.outcome) })
    }
}
