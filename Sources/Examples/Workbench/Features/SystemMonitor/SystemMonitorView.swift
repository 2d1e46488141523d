import Convergence

/// The machine's load, memory and uptime, or why they could not be read.
public struct SystemMonitorView: View {
    @State private var state: SystemMonitorState

    public init(state: SystemMonitorState) {
        _state = State(initialValue: state)
    }

    public var body: some View {
        NavigationStack {
            content
                .navigationTitle("System Monitor")
        }
        .task { await state.loadIfNeeded() }
    }

    @ViewBuilder
    private var content: some View {
        switch state.viewState {
        case .idle, .loading:
            ProgressView("Reading system metrics…")
        case .loaded(let metrics):
            SystemMetricsPanel(metrics: metrics) { await state.load() }
        case .error(let message):
            ContentUnavailableView {
                Label("Metrics Unavailable", systemImage: "exclamationmark.triangle")
            } description: {
                Text(message)
            } actions: {
                Button("Retry") { await state.load() }
            }
        }
    }
}

#Preview("loaded") { SystemMonitorView(state: SystemMonitorScenarios.loaded()) }
#Preview("loaded wide", traits: .fixedLayout(width: 640, height: 320)) {
    SystemMonitorView(state: SystemMonitorScenarios.loaded())
}
#Preview("loading") { SystemMonitorView(state: SystemMonitorScenarios.loading()) }
#Preview("partial") { SystemMonitorView(state: SystemMonitorScenarios.partial()) }
#Preview("error") { SystemMonitorView(state: SystemMonitorScenarios.error()) }
