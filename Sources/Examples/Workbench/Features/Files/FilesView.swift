import Convergence

/// One folder's contents, or why they cannot be shown.
public struct FilesView: View {
    @State private var state: FilesState

    public init(state: FilesState) {
        _state = State(initialValue: state)
    }

    public var body: some View {
        NavigationStack {
            content
                .navigationTitle("Files")
        }
        .task { await state.loadIfNeeded() }
    }

    @ViewBuilder
    private var content: some View {
        switch state.viewState {
        case .idle, .loading:
            ProgressView("Reading folder…")
        case .loaded(let entries):
            FolderView(entries: entries) {
                FolderBreadcrumb(trail: state.trail)
            }
        case .empty:
            ContentUnavailableView(
                "Empty Folder",
                systemImage: "folder",
                description: Text(state.folder.path)
            )
        case .unauthorized(let message):
            ContentUnavailableView("No Access", systemImage: "lock", description: Text(message))
        case .error(let message):
            ContentUnavailableView {
                Label("Folder Unavailable", systemImage: "exclamationmark.triangle")
            } description: {
                Text(message)
            } actions: {
                Button("Retry") { await state.load() }
            }
        }
    }
}

#Preview("loaded") { FilesView(state: FilesScenarios.loaded()) }
#Preview("empty") { FilesView(state: FilesScenarios.empty()) }
#Preview("error") { FilesView(state: FilesScenarios.error()) }
#Preview("unauthorized") { FilesView(state: FilesScenarios.unauthorized()) }
#Preview("loading") { FilesView(state: FilesScenarios.loading()) }
#Preview("long-names") { FilesView(state: FilesScenarios.longNames()) }
// 20 columns: where long names are truncated hardest.
#Preview("long-names narrow", traits: .fixedLayout(width: 160, height: 320)) {
    FilesView(state: FilesScenarios.longNames())
}
