import Convergence

struct ModernTabsView: View {
    @State private var selectedTab = 0
    @State private var confirmReset = false
    @State private var resets = 0

    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Library", systemImage: "books.vertical", value: 0) {
                Text("12 books")
            }
            Tab("Settings", systemImage: "gear", value: 1) {
                VStack {
                    Text("Resets: \(resets)")
                    Button("Reset Library") { confirmReset = true }
                }
                .confirmationDialog("Reset library?", isPresented: $confirmReset) {
                    Button("Reset", role: .destructive) { resets += 1 }
                }
            }
        }
    }
}

struct PagerView: View {
    var body: some View {
        TabView {
            Text("Track your habits")
            Text("Get reminders")
            Text("See your progress")
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}
