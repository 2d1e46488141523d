import Convergence

struct BrowsedFile: Identifiable, Equatable {
    var id: String { name }
    var name: String
    var isPinned = false
}

struct FileBrowserView: View {
    @State var files: [BrowsedFile]
    @State private var folder = "Documents"

    private var folderURL: URL {
        folder == "Documents" ? URL.documentsDirectory : URL.cachesDirectory
    }

    private var pinnedSummary: String {
        let pinned = files.filter(\.isPinned).map(\.name)
        return pinned.isEmpty ? "Nothing pinned" : "Pinned: " + ListFormatter.localizedString(byJoining: pinned)
    }

    var body: some View {
        NavigationStack {
            Form {
                Picker("Folder", selection: $folder) {
                    Text("Documents").tag("Documents")
                    Text("Caches").tag("Caches")
                }
                Section(folderURL.lastPathComponent) {
                    Text(folderURL.appending(path: "notes.txt").path(percentEncoded: false))
                        .font(.footnote)
                    ForEach($files) { $file in
                        Toggle(file.name, isOn: $file.isPinned)
                    }
                }
                Section {
                    Text(pinnedSummary)
                    if let first = $files.first {
                        Text("First: \(first.wrappedValue.name)")
                    }
                }
            }
            .navigationTitle("Files")
        }
    }
}
