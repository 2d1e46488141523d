import Convergence
import Testing

private struct Entry {
    let name: String
    let number: Int
}

private struct TableDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.tabSeparatedText] }

    var entries: [Entry]

    init(entries: [Entry]) {
        self.entries = entries
    }

    init(configuration: ReadConfiguration) throws {
        let text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
        entries = text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t")
            return Entry(name: String(fields[0]), number: Int(fields[1]) ?? 0)
        }
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let rows = ["Name\tNumber"] + entries.map { "\($0.name)\t\($0.number)" }
        return FileWrapper(regularFileWithContents: Data(rows.joined(separator: "\n").utf8))
    }
}

private struct ExportScreen: View {
    @State private var isShowingExportDialog = false
    let document: TableDocument

    var body: some View {
        Button("Export…") {
            isShowingExportDialog = true
        }
        .fileExporter(
            isPresented: $isShowingExportDialog, document: document, contentType: .tabSeparatedText,
            defaultFilename: "MyDocument.tsv"
        ) { _ in }
    }
}

@Suite struct FileDocumentTests {
    private let document = TableDocument(entries: [Entry(name: "Wayne Gretzky", number: 99)])

    @Test func aDocumentWrittenToDiskReadsBackTheSame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("convergence-\(#function)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let wrapper = try document.fileWrapper(
            configuration: .init(contentType: .tabSeparatedText, existingFile: nil))
        let folderWrapper = FileWrapper(directoryWithFileWrappers: ["players.tsv": wrapper])
        try folderWrapper.write(to: folder, options: .atomic, originalContentsURL: nil)

        let read = try FileWrapper(url: folder.appendingPathComponent("players.tsv"))
        let copy = try TableDocument(configuration: .init(contentType: .tabSeparatedText, file: read))

        #expect(copy.entries.map(\.name) == ["Wayne Gretzky"])
        #expect(copy.entries.map(\.number) == [99])
        #expect(TableDocument.writableContentTypes == [.tabSeparatedText])
        #expect(UTType(filenameExtension: "tsv") == .tabSeparatedText)
    }

    @Test @MainActor func exportingShowsTheSavePanelStandInUntilCancelled() async throws {
        let frames = try await Scenario("export", layout: .sizeThatFits, steps: [.tap("Export…"), .tap("Cancel")]) {
            ExportScreen(document: document)
        }.frames()
        let panel = frames[1].render(.ascii(width: 50))

        #expect(panel.contains("Save MyDocument.tsv"))
        #expect(panel.contains("public.tab-separated-values-text"))
        #expect(frames[2].render(.ascii(width: 50)) == frames[0].render(.ascii(width: 50)))
    }
}
