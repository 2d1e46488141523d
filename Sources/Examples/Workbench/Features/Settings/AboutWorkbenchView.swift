import Convergence

/// What Workbench is, shown as a sheet from Settings.
struct AboutWorkbenchView: View {
    let userName: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                Text("Workbench shows this machine's books, files, network and system load.")
                Text("Signed in as \(userName).")
            }
            .padding()
            .navigationTitle("About")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}
