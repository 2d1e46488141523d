import Convergence

struct DraftEditor: View {
    @Binding var text: String
    let onClose: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Message", text: $text)
            Button("Close editor") { onClose() }
        }
    }
}

struct DraftComposer: View {
    @State private var text = ""
    @State private var isEditing = true
    @State private var savedDrafts: [String] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            if isEditing {
                DraftEditor(text: $text) { isEditing = false }
                    .onDisappear {
                        if !text.isEmpty { savedDrafts.append(text) }
                    }
            } else {
                Button("New draft") {
                    text = ""
                    isEditing = true
                }
            }
            Text("Saved drafts: \(savedDrafts.count)")
            ForEach(savedDrafts, id: \.self) { draft in
                Text("• " + draft)
            }
        }
        .padding()
    }
}
