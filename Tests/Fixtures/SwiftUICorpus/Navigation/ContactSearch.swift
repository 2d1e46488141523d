import Convergence

struct ContactSearchView: View {
    let contacts: [String]
    @State private var query = ""

    var filtered: [String] {
        query.isEmpty ? contacts : contacts.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(filtered, id: \.self) { name in
                NavigationLink(name) {
                    Text("Call \(name)")
                        .navigationTitle(name)
                }
            }
            .overlay {
                if filtered.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .navigationTitle("Contacts")
            .searchable(text: $query, prompt: "Name")
        }
    }
}
