import Convergence

/// Owns the Ping screen's state and hands its panels plain values and closures.
public struct PingView: View {
    @State private var state: PingState

    public init(state: PingState) {
        _state = State(initialValue: state)
    }

    public var body: some View {
        NavigationStack {
            content
                .navigationTitle("Ping")
        }
        .task { await state.loadIfNeeded() }
    }

    @ViewBuilder
    private var content: some View {
        switch state.viewState {
        case .idle, .loading:
            ProgressView("Pinging 127.0.0.1…")
        case .loaded(let samples):
            PingPanel(samples: samples, onRetry: retry)
        case .empty:
            PingPanel(samples: [], onRetry: retry)
        case .error(let message):
            PingFailurePanel(message: message, onRetry: retry)
        }
    }

    private func retry() {
        Task { await state.load() }
    }
}

#Preview("loaded") { PingView(state: PingScenarios.loaded()) }
#Preview("loaded wide", traits: .fixedLayout(width: 640, height: 320)) { PingView(state: PingScenarios.loaded()) }
#Preview("loading") { PingView(state: PingScenarios.loading()) }
#Preview("empty") { PingView(state: PingScenarios.empty()) }
