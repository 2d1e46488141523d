import Convergence

struct SettingsScreen: View {
    @State private var notificationsOn = true
    @State private var showingAbout = false
    @State private var confirmSignOut = false
    @State private var signedOut = false

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Account")) {
                    if signedOut {
                        Text("Signed out")
                    } else {
                        Text("ada@example.com")
                        Button("Sign Out", role: .destructive) {
                            confirmSignOut = true
                        }
                    }
                }
                Section(header: Text("Preferences")) {
                    Toggle("Notifications", isOn: $notificationsOn)
                    NavigationLink(destination: PrivacyView()) {
                        Text("Privacy")
                    }
                }
                Section {
                    Button("About") { showingAbout = true }
                }
            }
            .navigationBarTitle("Settings")
            .alert("Sign out?", isPresented: $confirmSignOut) {
                Button("Sign Out", role: .destructive) { signedOut = true }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("You will need your password to sign in again.")
            }
            .sheet(isPresented: $showingAbout) {
                AboutView()
            }
        }
    }
}

struct PrivacyView: View {
    @State private var shareAnalytics = false

    var body: some View {
        Form {
            Toggle("Share analytics", isOn: $shareAnalytics)
        }
        .navigationTitle("Privacy")
    }
}

struct AboutView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("Convergence Notes")
                .font(.title)
            Text("Version 1.0")
            Button("Close") {
                dismiss()
            }
        }
        .padding()
    }
}
