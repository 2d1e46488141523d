import Convergence

/// One entry: its kind's symbol, its name, and its size at the trailing edge.
struct FileRow: View {
    let entry: FileEntry

    var body: some View {
        HStack(alignment: .top) {
            Image(systemName: entry.kind.systemImage)
            Text(entry.name)
            Spacer()
            Text(entry.sizeText)
        }
    }
}
