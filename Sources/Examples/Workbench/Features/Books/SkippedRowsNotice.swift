import Convergence

/// Says how many rows of the file were left out, and why each one was.
struct SkippedRowsNotice: View {
    let rows: [BookCatalog.SkippedRow]

    var body: some View {
        VStack(alignment: .leading) {
            Label(
                rows.count == 1 ? "1 row could not be read" : "\(rows.count) rows could not be read",
                systemImage: "exclamationmark.triangle")
            ForEach(rows, id: \.line) { row in
                HStack(alignment: .top) {
                    Text("·")
                    Text(row.description)
                }
            }
        }
    }
}
