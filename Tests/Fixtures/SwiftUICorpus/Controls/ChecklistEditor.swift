import Convergence

struct ChecklistItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
}

struct ChecklistEditorView: View {
    @State var items: [ChecklistItem]
    @State var reminders: [String]

    var body: some View {
        NavigationStack {
            List {
                Section("Packing") {
                    if $items.isEmpty {
                        Text("Nothing to pack")
                    }
                    ForEach($items, editActions: .all) { $item in
                        Toggle(item.title, isOn: $item.done)
                    }
                }
                Section("Reminders") {
                    ForEach($reminders, id: \.self, editActions: .delete) { $reminder in
                        Text(reminder)
                    }
                }
                Section {
                    Text("\(items.filter(\.done).count) of \(items.count) packed")
                }
            }
            .navigationTitle("Trip")
            .toolbar {
                EditButton()
            }
        }
    }
}

/// The same checklist written with `List($items, editActions:)` directly, as many apps do.
struct ChecklistListView: View {
    @State var items: [ChecklistItem]

    var body: some View {
        List($items, editActions: .all) { $item in
            Toggle(item.title, isOn: $item.done)
        }
    }
}
