import Convergence

// The canonical shape: a view over an @Observable state, a service protocol with a mock, fixtures, and one enum of
// shared constructors that the previews call, one preview per state on one line each.

struct Shelf: Identifiable, Equatable, Sendable {
    let id: Int
    let title: String
}

protocol ShelfServicing: Sendable {
    func shelves() async throws -> [Shelf]
}

struct ShelfFailure: Error {}

struct MockShelfService: ShelfServicing {
    enum Outcome: Sendable {
        case success([Shelf])
        case failure
        case slow([Shelf])
    }
    let outcome: Outcome

    func shelves() async throws -> [Shelf] {
        switch outcome {
        case .success(let shelves): return shelves
        case .failure: throw ShelfFailure()
        case .slow(let shelves):
            try await ScenarioClock.sleep(for: .seconds(3))
            return shelves
        }
    }
}

enum ShelfFixtures {
    static let all = [Shelf(id: 1, title: "Poetry"), Shelf(id: 2, title: "Travel")]
}

@MainActor @Observable
final class ShelfState {
    enum Phase: Equatable {
        case loading
        case loaded([Shelf])
        case empty, failed
    }
    private(set) var phase = Phase.loading
    private let service: any ShelfServicing

    init(service: any ShelfServicing) { self.service = service }

    func load() async {
        do {
            let shelves = try await service.shelves()
            phase = shelves.isEmpty ? .empty : .loaded(shelves)
        } catch {
            phase = .failed
        }
    }
}

enum ShelfScenarios {
    @MainActor static func loaded() -> ShelfState {
        ShelfState(service: MockShelfService(outcome: .success(ShelfFixtures.all)))
    }
    @MainActor static func empty() -> ShelfState { ShelfState(service: MockShelfService(outcome: .success([]))) }
    @MainActor static func error() -> ShelfState { ShelfState(service: MockShelfService(outcome: .failure)) }
    @MainActor static func loading() -> ShelfState {
        ShelfState(service: MockShelfService(outcome: .slow(ShelfFixtures.all)))
    }
}

struct ShelfView: View {
    let state: ShelfState

    var body: some View {
        VStack(alignment: .leading) {
            switch state.phase {
            case .loading: ProgressView("Loading shelves")
            case .loaded(let shelves): ForEach(shelves) { shelf in Text(shelf.title) }
            case .empty: Text("No shelves yet")
            case .failed: Text("Could not load shelves")
            }
        }
        .task { await state.load() }
    }
}

#Preview("Loaded") { ShelfView(state: ShelfScenarios.loaded()) }
#Preview("Empty") { ShelfView(state: ShelfScenarios.empty()) }
#Preview("Error") { ShelfView(state: ShelfScenarios.error()) }
#Preview("Loading") { ShelfView(state: ShelfScenarios.loading()) }
