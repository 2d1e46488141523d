import Convergence
import Foundation

struct StoredFile: Identifiable, Hashable {
    let id: Int
    var name: String
    var kind: String
    var sizeInMB: Double
    var isPinned: Bool
}

struct PinnedFirst: SortComparator {
    var order: SortOrder = .forward

    func compare(_ lhs: Bool, _ rhs: Bool) -> ComparisonResult {
        if lhs == rhs { return .orderedSame }
        let pinnedFirst: ComparisonResult = lhs ? .orderedAscending : .orderedDescending
        if order == .forward { return pinnedFirst }
        return pinnedFirst == .orderedAscending ? .orderedDescending : .orderedAscending
    }
}

struct StoredFileKey: FocusedValueKey {
    typealias Value = Binding<Set<StoredFile.ID>>
}

extension FocusedValues {
    var selectedFiles: Binding<Set<StoredFile.ID>>? {
        get { self[StoredFileKey.self] }
        set { self[StoredFileKey.self] = newValue }
    }
}

struct DiskUsage: View {
    @State private var files = [
        StoredFile(id: 1, name: "Vacation.mov", kind: "Movie", sizeInMB: 1840, isPinned: false),
        StoredFile(id: 2, name: "Thesis.pdf", kind: "PDF", sizeInMB: 12.5, isPinned: true),
        StoredFile(id: 3, name: "Backup.zip", kind: "Archive", sizeInMB: 640, isPinned: false),
    ]
    @State private var selection = Set<StoredFile.ID>()
    @State private var sortOrder = [KeyPathComparator(\StoredFile.name)]
    @State private var isImporting = false
    @State private var imported = 0

    private var usedGB: Double { files.map(\.sizeInMB).reduce(0, +) / 1000 }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            GroupBox("Storage") {
                Gauge(value: usedGB, in: 0...8) {
                    Text("Used")
                } currentValueLabel: {
                    Text(String(format: "%.1f GB", usedGB))
                }
                .gaugeStyle(.linearCapacity)
            }

            Table(selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Size", value: \.sizeInMB) { file in
                    Text(
                        file.sizeInMB >= 1000
                            ? String(format: "%.1f GB", file.sizeInMB / 1000) : "\(Int(file.sizeInMB)) MB")
                }
                TableColumn("Pinned", value: \.isPinned, comparator: PinnedFirst()) { file in
                    Text(file.isPinned ? "yes" : "")
                }
                .width(60)
                TableColumn("Kind") { file in Text(file.kind) }
            } rows: {
                ForEach(files) { file in
                    TableRow(file)
                        .itemProvider { NSItemProvider(contentsOf: URL(fileURLWithPath: "/files/\(file.name)")) }
                }
                .onInsert(of: [.fileURL]) { index, providers in imported += providers.count }
            }
            .tableStyle(.inset)
            .onChange(of: sortOrder) { _, newOrder in files.sort(using: newOrder) }

            ControlGroup {
                Button("Import") { isImporting = true }
                ShareLink("Share list", item: files.map(\.name).joined(separator: "\n"))
            }
            Text("\(selection.count) selected, \(imported) imported").foregroundStyle(.secondary)
        }
        .padding()
        .focusedSceneValue(\.selectedFiles, $selection)
        .fileImporter(isPresented: $isImporting, allowedContentTypes: [.item]) { result in
            if case .success = result { imported += 1 }
        }
    }
}
