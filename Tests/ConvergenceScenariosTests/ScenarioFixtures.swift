import Convergence

/// A small feature in the seeds' shape, whose mock covers every way a scenario can settle or not.
struct Book: Identifiable, Equatable, Sendable {
    let id: Int
    let title: String
}

protocol BookServicing: Sendable {
    func fetchBooks() async throws -> [Book]
}

struct LibraryError: LocalizedError {
    var errorDescription: String? { "The library is closed" }
}

final class MockBookService: BookServicing, @unchecked Sendable {
    enum Scenario: Sendable {
        case success([Book])
        case failure
        case failingOnce([Book])
        case delayed([Book], Duration)
        case realSleep(Duration)
        case neverReturns
    }

    private let scenario: Scenario
    private var calls = 0

    init(_ scenario: Scenario) { self.scenario = scenario }

    func fetchBooks() async throws -> [Book] {
        calls += 1
        switch scenario {
        case .success(let books): return books
        case .failure: throw LibraryError()
        case .failingOnce(let books):
            if calls == 1 { throw LibraryError() }
            return books
        case .delayed(let books, let duration):
            try await ScenarioClock.sleep(for: duration)
            return books
        case .realSleep(let duration):
            try await Task.sleep(for: duration)
            return []
        case .neverReturns:
            while !Task.isCancelled { try await Task.sleep(for: .milliseconds(5)) }
            throw CancellationError()
        }
    }
}

enum BookFixtures {
    static let dune = Book(id: 1, title: "Dune")
    static let emma = Book(id: 2, title: "Emma")
    static let shelf = [dune, emma]
}

@Observable @MainActor
final class LibraryState {
    enum ViewState: Equatable {
        case loading
        case loaded([Book])
        case empty
        case error(String)
    }

    private(set) var viewState: ViewState = .loading
    var query = ""
    var showsCovers = false
    private let service: BookServicing

    init(service: BookServicing) { self.service = service }

    func load() async {
        viewState = .loading
        do {
            let books = try await service.fetchBooks()
            viewState = books.isEmpty ? .empty : .loaded(books)
        } catch {
            viewState = .error(error.localizedDescription)
        }
    }
}

struct LibraryView: View {
    @Bindable var state: LibraryState

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Search", text: $state.query)
            Toggle("Covers", isOn: $state.showsCovers)
            content
        }
        .task { await state.load() }
    }

    @ViewBuilder private var content: some View {
        switch state.viewState {
        case .loading: ProgressView("Loading…")
        case .loaded(let books): List(books) { Text($0.title) }
        case .empty: ContentUnavailableView("No Books", systemImage: "book")
        case .error(let message):
            VStack {
                Text(message)
                Button("Retry") { Task { await state.load() } }
            }
        }
    }
}

enum LibraryScenarios: ScenarioProvider {
    @MainActor static func make(_ scenario: MockBookService.Scenario) -> LibraryState {
        LibraryState(service: MockBookService(scenario))
    }

    static var scenarios: [Scenario] {
        [
            Scenario("loaded") { LibraryView(state: make(.success(BookFixtures.shelf))) },
            Scenario("empty") { LibraryView(state: make(.success([]))) },
            Scenario("error") { LibraryView(state: make(.failure)) },
            Scenario("loading") { LibraryView(state: make(.delayed(BookFixtures.shelf, .seconds(1)))) },
        ]
    }
}
