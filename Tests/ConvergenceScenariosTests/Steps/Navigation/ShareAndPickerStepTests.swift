import Convergence
import Foundation
import Testing

@Suite struct ShareAndPickerStepTests {
    struct Article: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Release notes")
                ShareLink(item: URL(string: "https://example.com/notes")!, subject: Text("Notes"))
            }
        }
    }

    @Test @MainActor func aShareLinkShowsTheShareSheetNamingTheItem() async throws {
        let frames = try await Scenario("share", steps: [.tap("Share"), .tap("Done")]) { Article() }.frames()

        #expect(frames[0].render(.ascii(width: 30)).contains("Share ]"))
        #expect(
            frames[1].render(.ascii(width: 30)) == #"""
                +- sheet --------------------+
                |Share                       |
                |Notes                       |
                |https://example.com/notes   |
                |[ Done ]                    |
                +----------------------------+

                """#)
        #expect(frames[2].render(.ascii(width: 30)) == frames[0].render(.ascii(width: 30)))
    }

    @Test @MainActor func aTitledShareLinkOfText() async throws {
        let frames = try await Scenario("text", steps: [.tap("Export")]) {
            ShareLink("Export", item: "a,b\n1,2")
        }
        .frames()

        #expect(frames[1].render(.ascii(width: 20)).contains("|a,b"))
    }

    struct Importer: View {
        @State private var picking = false
        @State private var cancelled = 0

        var body: some View {
            VStack {
                Text("Cancelled \(cancelled)")
                Button("Import") { picking = true }
            }
            .fileImporter(
                isPresented: $picking, allowedContentTypes: [.commaSeparatedText, .json],
                allowsMultipleSelection: true, onCompletion: { _ in }, onCancellation: { cancelled += 1 })
        }
    }

    @Test @MainActor func theFileImporterStandsInWithItsTypesAndCancels() async throws {
        let frames = try await Scenario("import", steps: [.tap("Import"), .tap("Cancel")]) { Importer() }.frames()

        #expect(
            frames[1].render(.ascii(width: 40)) == #"""
                +- sheet ------------------------------+
                |Open                                  |
                |public.comma-separated-values-text,   |
                |public.json                           |
                |[ Cancel ]                            |
                +--------------------------------------+

                """#)
        #expect(frames[2].render(.ascii(width: 40)).hasPrefix("Cancelled 1\n"))
    }

    struct Photo: View {
        @State private var showsInfo = false

        var body: some View {
            Button("Info") { showsInfo = true }
                .inspector(isPresented: $showsInfo) {
                    Text("ISO 200")
                        .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
                }
        }
    }

    @Test @MainActor func anInspectorIsASheetOnAPhone() async throws {
        let frames = try await Scenario("inspector", steps: [.tap("Info"), .dismiss]) { Photo() }.frames()

        #expect(frames[1].render(.ascii(width: 20)).contains("|ISO 200"))
        #expect(frames[2].render(.ascii(width: 20)) == "[ Info ]\n")
    }

    struct Files: View {
        struct File: Identifiable {
            let id: Int
            let name: String
            let size: Int
        }

        @State private var files = [File(id: 1, name: "b.txt", size: 9), File(id: 2, name: "a.txt", size: 30)]
        @State private var order = [KeyPathComparator(\File.name)]

        var body: some View {
            Table(files, sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("Size", value: \.size) { Text("\($0.size)") }
            }
            .onChange(of: order, initial: true) { _, newOrder in files.sort(using: newOrder) }
        }
    }

    @Test @MainActor func tappingAColumnHeaderSortsTheTable() async throws {
        let frames = try await Scenario("sort", steps: [.tap("Size"), .tap("Size")]) { Files() }.frames()

        #expect(
            frames.map { $0.render(.ascii(width: 20)) } == [
                "Name ^  Size\n------------\na.txt   30\nb.txt   9\n",
                "Name   Size ^\n-------------\nb.txt  9\na.txt  30\n",
                "Name   Size v\n-------------\na.txt  30\nb.txt  9\n",
            ])
    }
}

extension ShareAndPickerStepTests {
    struct Report: Transferable, CustomStringConvertible {
        var description: String { "Q3 report" }
    }

    struct Exporter: View {
        @State private var exporting = false

        var body: some View {
            VStack {
                ShareLink(item: Report(), preview: SharePreview("Quarterly report"))
                Button("Export") { exporting = true }
            }
            .fileExporter(
                isPresented: $exporting, item: "a,b", contentTypes: [.commaSeparatedText],
                defaultFilename: "report.csv"
            ) { _ in }
        }
    }

    @Test @MainActor func sharingYourOwnTypeAndExportingAFile() async throws {
        let shared = try await Scenario("share", steps: [.tap("Share")]) { Exporter() }.frames()
        #expect(shared[1].render(.ascii(width: 30)).contains("|Q3 report"))

        let exported = try await Scenario("export", steps: [.tap("Export"), .tap("Cancel")]) { Exporter() }.frames()
        #expect(exported[1].render(.ascii(width: 40)).contains("|Save report.csv"))
        #expect(exported[2].render(.ascii(width: 40)) == exported[0].render(.ascii(width: 40)))
    }
}
