import Convergence

struct BrowsedFile: Identifiable, Equatable {
    var id: String { name }
    var name: String
    var isPinned = false
}

struct FileBrowserView: View {
    @State var files: [BrowsedFile]
    @State private var folder = "Documents"
    let syncedAt = Date(timeIntervalSince1970: 1_767_250_800)
    let now = Date(timeIntervalSince1970: 1_767_258_000)

    private static let relative: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        return formatter
    }()

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
                    Text("Synced \(Self.relative.localizedString(for: syncedAt, relativeTo: now))")
                    if let first = $files.first {
                        Text("First: \(first.wrappedValue.name)")
                    }
                }
            }
            .navigationTitle("Files")
        }
    }
}
