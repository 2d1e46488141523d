import Convergence

/// The settings screen under a picker that swaps the injected workspace access, to review the transitions
/// between access states without a live provider.
struct SettingsAccessSwitcher: View {
    enum Preset: String, CaseIterable, Hashable {
        case authorized
        case empty
        case restricted
        case undetermined

        var access: any WorkspaceAccessProviding {
            switch self {
            case .authorized: .preview
            case .empty: .noWorkspaces
            case .restricted: .restricted
            case .undetermined: .undetermined
            }
        }
    }

    let state: SettingsState
    @State private var preset: Preset = .authorized

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            SettingsView(state: state)
                .environment(\.workspaceAccess, preset.access)
            Picker("Access", selection: $preset) {
                ForEach(Preset.allCases, id: \.self) { preset in
                    Text(preset.rawValue)
                }
            }
            .padding(.horizontal)
            .border(.gray)
        }
    }
}
