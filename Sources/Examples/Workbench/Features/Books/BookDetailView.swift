import Convergence

/// One book: its details, and lending it out after a confirmation.
struct BookDetailView: View {
    let book: Book
    let isLent: Bool
    let lend: () -> Void
    @State private var confirmingLend = false

    var body: some View {
        Form {
            LabeledContent("Author", value: book.author)
            LabeledContent("Year", value: String(book.year))
            LabeledContent("Shelf", value: book.shelf)
            LabeledContent("Status", value: isLent ? "Lent" : "On the shelf")
        }
        .navigationTitle(book.title)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Lend") { confirmingLend = true }
                    .disabled(isLent)
            }
        }
        .alert("Lend “\(book.title)”?", isPresented: $confirmingLend) {
            Button("Lend") { lend() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It will be marked as lent on its shelf.")
        }
    }
}
