import Convergence
import Testing

// The seeds' canonical feature, written against the contract with `import Convergence` in place of `import SwiftUI`.
// It must compile unchanged; the tests below check that it resolves to the states it describes.

struct SeedItem: Identifiable, Equatable, Sendable {
    let id: UUID
    let title: String
}

protocol SeedItemServicing: Sendable {
    func fetchItems() async throws -> [SeedItem]
}

struct SeedAppError: LocalizedError {
    let message: String
    init(_ message: String) { self.message = message }
    var errorDescription: String? { message }
}

final class MockSeedItemService: SeedItemServicing, Sendable {
    enum Scenario: Sendable {
        case success([SeedItem])
        case empty
        case failure(Error)
    }

    private let scenario: Scenario
    init(_ scenario: Scenario) { self.scenario = scenario }

    func fetchItems() async throws -> [SeedItem] {
        switch scenario {
        case .success(let items): return items
        case .empty: return []
        case .failure(let error): throw error
        }
    }
}

enum SeedItemFixtures {
    static let one = SeedItem(id: UUID(uuidString: "11111111-1111-1111-1111-111111111111")!, title: "First Item")
    static let two = SeedItem(id: UUID(uuidString: "22222222-2222-2222-2222-222222222222")!, title: "Second Item")
    static let list = [one, two]
}

@Observable
@MainActor
final class SeedItemsState {
    enum ViewState: Equatable {
        case idle, loading
        case loaded([SeedItem])
        case empty
        case error(String)
    }

    private(set) var viewState: ViewState = .idle
    private let service: SeedItemServicing
    private var hasLoaded = false

    init(service: SeedItemServicing) {
        self.service = service
    }

    func loadIfNeeded() async {
        guard !hasLoaded else { return }
        hasLoaded = true
        await load()
    }

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

enum SeedItemScenarios {
    @MainActor static func loaded() -> SeedItemsState {
        SeedItemsState(service: MockSeedItemService(.success(SeedItemFixtures.list)))
    }

    @MainActor static func empty() -> SeedItemsState {
        SeedItemsState(service: MockSeedItemService(.empty))
    }

    @MainActor static func error() -> SeedItemsState {
        SeedItemsState(service: MockSeedItemService(.failure(SeedAppError("Something went wrong"))))
    }
}

struct SeedItemsView: View {
    @State private var state: SeedItemsState

    init(state: SeedItemsState) {
        _state = State(initialValue: state)
    }

    var body: some View {
        content
            .task { await state.loadIfNeeded() }
    }

    @ViewBuilder
    private var content: some View {
        switch state.viewState {
        case .idle, .loading:
            ProgressView("Loading...")
        case .loaded(let items):
            List(items) { item in Text(item.title) }
        case .empty:
            ContentUnavailableView("No Items", systemImage: "tray")
        case .error(let message):
            ContentUnavailableView(
                "Error",
                systemImage: "exclamationmark.triangle",
                description: Text(message)
            )
        }
    }
}

@Suite struct SeedTemplateTests {
    @Test @MainActor func idleStateResolvesToProgressWithTaskAttached() {
        let node = ViewResolver.resolve(SeedItemsView(state: SeedItemScenarios.loaded()))
        guard case .task(let effect, .progress(let progress)) = node else {
            Issue.record("expected a task around a progress view, got \(node)")
            return
        }
        #expect(effect.origin == "SeedItemsView")
        #expect(progress.label == .text(TextNode("Loading...")))
    }

    @Test @MainActor func loadedStateResolvesToListOfTitles() async {
        let state = SeedItemScenarios.loaded()
        await state.load()
        let node = ViewResolver.resolve(SeedItemsView(state: state))
        guard case .task(_, .list(let list)) = node else {
            Issue.record("expected a list, got \(node)")
            return
        }
        #expect(list.sections.count == 1)
        #expect(list.sections[0].rows == [.text(TextNode("First Item")), .text(TextNode("Second Item"))])
    }

    @Test @MainActor func errorStateShowsTheMessage() async {
        let state = SeedItemScenarios.error()
        await state.load()
        let node = ViewResolver.resolve(SeedItemsView(state: state))
        guard case .task(_, .unavailable(let unavailable)) = node else {
            Issue.record("expected a content-unavailable view, got \(node)")
            return
        }
        #expect(unavailable.systemImage == "exclamationmark.triangle")
        #expect(unavailable.title == .text(TextNode("Error")))
        #expect(unavailable.description == .text(TextNode("Something went wrong")))
    }

    @Test @MainActor func runningTheTaskEffectLoadsTheState() async {
        let state = SeedItemScenarios.empty()
        let node = ViewResolver.resolve(SeedItemsView(state: state))
        guard case .task(let effect, _) = node else {
            Issue.record("expected a task, got \(node)")
            return
        }
        await effect.work()
        #expect(state.viewState == .empty)
    }
}
