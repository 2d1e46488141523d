import Convergence

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

struct SettingsPanel: View {
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("dailyDigest") private var dailyDigest = false
    @AppStorage("theme") private var theme: AppTheme = .system
    @SceneStorage("lastSection") private var lastSection = "General"

    var body: some View {
        NavigationStack {
            Form {
                Section("Notifications") {
                    Toggle("Enable notifications", isOn: $notificationsEnabled)
                    if notificationsEnabled {
                        Toggle("Daily digest", isOn: $dailyDigest)
                            .toggleStyle(.switch)
                    }
                }
                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { theme in
                            Text(theme.title).tag(theme)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section {
                    Text("Last opened: \(lastSection)")
                        .font(.footnote)
                }
            }
            .navigationTitle("Settings")
        }
    }
}
