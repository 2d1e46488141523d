import Convergence

struct LegacyAlertsView: View {
    @State private var showingAlert = false
    @State private var showingSheet = false
    @State private var status = "Nothing chosen"

    var body: some View {
        NavigationView {
            VStack(spacing: 8) {
                Text(status)
                Button("Reset") { showingAlert = true }
                Button("Share") { showingSheet = true }
            }
            .navigationBarTitle("Legacy", displayMode: .inline)
            .navigationBarItems(trailing: Button("Help") { status = "Help shown" })
            .alert(isPresented: $showingAlert) {
                Alert(
                    title: Text("Reset everything?"),
                    message: Text("This removes all local data."),
                    primaryButton: .destructive(Text("Reset")) { status = "Reset done" },
                    secondaryButton: .cancel()
                )
            }
            .actionSheet(isPresented: $showingSheet) {
                ActionSheet(
                    title: Text("Share via"),
                    buttons: [
                        .default(Text("Mail")) { status = "Shared by mail" },
                        .default(Text("Messages")) { status = "Shared by messages" },
                        .cancel(),
                    ]
                )
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct LegacyDetailView: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Go back") {
            presentationMode.wrappedValue.dismiss()
        }
        .navigationBarTitle(Text("Detail"))
    }
}

struct LegacyListView: View {
    @State private var selection: Int?

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: LegacyDetailView(), tag: 1, selection: $selection) {
                    Text("First")
                }
                NavigationLink("Second", destination: LegacyDetailView())
            }
            .navigationBarTitle("Items")
        }
    }
}
