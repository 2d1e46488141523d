import Convergence

/// A folder's entries under a header the caller supplies: the header's own data never passes through here.
///
/// ```swift
/// FolderView(entries: entries) { FolderBreadcrumb(trail: ["home", "ada"]) }
/// ```
struct FolderView<Header: View>: View {
    let entries: [FileEntry]
    let header: Header

    init(entries: [FileEntry], @ViewBuilder header: () -> Header) {
        self.entries = entries
        self.header = header()
    }

    var body: some View {
        List {
            Section {
                ForEach(entries) { entry in
                    FileRow(entry: entry)
                }
            } header: {
                header
            } footer: {
                Text(entries.kindSummary)
            }
        }
    }
}
