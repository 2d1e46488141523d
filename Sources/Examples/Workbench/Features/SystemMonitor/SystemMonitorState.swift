import Convergence

/// The monitor screen's state: one reading of the machine, loaded through any ``SystemMetricsServicing``.
@Observable
@MainActor
public final class SystemMonitorState {
    public enum ViewState: Equatable {
        case idle
        case loading
        case loaded(SystemMetrics)
        case error(String)
    }

    public private(set) var viewState: ViewState = .idle
    private let service: any SystemMetricsServicing
    private var hasLoaded = false

    public init(service: any SystemMetricsServicing) {
        self.service = service
    }

    /// Loads once, when the screen first appears.
    public func loadIfNeeded() async {
        guard !hasLoaded else { return }
        hasLoaded = true
        await load()
    }

    /// Takes a fresh reading: on first appearance, on Retry and on Refresh.
    public func load() async {
        viewState = .loading
        do {
            viewState = .loaded(try await service.currentMetrics())
        } catch {
            viewState = .error(error.localizedDescription)
        }
    }
}
