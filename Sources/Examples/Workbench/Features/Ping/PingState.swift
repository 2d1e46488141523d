import Convergence

/// The Ping screen's state: one run of round trips, measured through any ``PingServicing``.
@Observable
@MainActor
public final class PingState {
    public enum ViewState: Equatable {
        case idle
        case loading
        case loaded([PingSample])
        /// The run sent nothing (a count of 0).
        case empty
        case error(String)
    }

    public private(set) var viewState: ViewState = .idle
    /// How many messages a run sends.
    public let count: Int
    private let service: any PingServicing
    private var hasLoaded = false

    public init(service: any PingServicing, count: Int = 5) {
        self.service = service
        self.count = count
    }

    /// Runs once, when the screen first appears.
    public func loadIfNeeded() async {
        guard !hasLoaded else { return }
        hasLoaded = true
        await load()
    }

    /// Runs the pings again: on first appearance, on Retry and on Ping Again.
    public func load() async {
        viewState = .loading
        do {
            let samples = try await service.ping(count: count)
            viewState = samples.isEmpty ? .empty : .loaded(samples)
        } catch {
            viewState = .error(error.localizedDescription)
        }
    }
}
