import Convergence
import Foundation
import Testing

@Suite struct TableTests {
    struct FileItem: Identifiable {
        let id: Int
        var name: String
        var size: Int
        var isShared: Bool
    }

    static let files = [
        FileItem(id: 1, name: "notes.txt", size: 3, isShared: false),
        FileItem(id: 2, name: "photo.png", size: 812, isShared: true),
    ]

    @Test @MainActor func columnsFromKeyPathsAndClosuresUnderABoldHeaderRow() {
        let table = Table(Self.files) {
            TableColumn("Name", value: \.name)
            TableColumn("Size") { file in Text("\(file.size) KB") }
        }

        #expect(
            ascii(table, width: 30) == #"""
                Name       Size
                -----------------
                notes.txt  3 KB
                photo.png  812 KB
                """#
        )
        #expect(
            table.render(.html) == #"""
                <table class="table">
                  <thead>
                    <tr>
                      <th scope="col"><span class="text"><strong>Name</strong></span></th>
                      <th scope="col"><span class="text"><strong>Size</strong></span></th>
                    </tr>
                  </thead>
                  <tbody>
                    <tr>
                      <td><span class="text">notes.txt</span></td>
                      <td><span class="text">3 KB</span></td>
                    </tr>
                    <tr>
                      <td><span class="text">photo.png</span></td>
                      <td><span class="text">812 KB</span></td>
                    </tr>
                  </tbody>
                </table>

                """#
        )
    }

    @Test @MainActor func theLeadingComparatorsColumnShowsItsDirection() {
        let forward = Table(Self.files, sortOrder: .constant([KeyPathComparator(\FileItem.size)])) {
            TableColumn("Name", value: \.name)
            TableColumn("Size", value: \.size) { Text("\($0.size)") }
        }
        let reverse = Table(Self.files, sortOrder: .constant([KeyPathComparator(\FileItem.name, order: .reverse)])) {
            TableColumn("Name", value: \.name)
            TableColumn("Size", value: \.size) { Text("\($0.size)") }
        }

        #expect(ascii(forward, width: 30).split(separator: "\n").first == "Name       Size ^")
        #expect(ascii(reverse, width: 30).split(separator: "\n").first == "Name v     Size")
    }

    @Test @MainActor func tappingAHeaderSortsByItsColumnThenReversesIt() async throws {
        let order = Recorder([KeyPathComparator(\FileItem.name)])
        func table() -> some View {
            Table(Self.files, sortOrder: order.binding) {
                TableColumn("Name", value: \.name)
                TableColumn("Size", value: \.size) { Text("\($0.size)") }
                TableColumn("Kind") { _ in Text("File") }
            }
        }

        try await perform(#require(header("Size", in: table().resolvedNode().node)))
        #expect(order.value == [KeyPathComparator(\FileItem.size), KeyPathComparator(\FileItem.name)])
        try await perform(#require(header("Size", in: table().resolvedNode().node)))
        #expect(order.value.first == KeyPathComparator(\FileItem.size, order: .reverse))
        #expect(ascii(table(), width: 30).split(separator: "\n").first == "Name       Size v  Kind")
        #expect(header("Kind", in: table().resolvedNode().node) == nil, "a column without a comparator does not sort")
    }

    @Test @MainActor func aTableWithoutASortOrderHasNoTappableHeaders() {
        let table = Table(Self.files) { TableColumn("Name", value: \.name) }

        #expect(header("Name", in: table.resolvedNode().node) == nil)
    }

    @Test @MainActor func staticRowsWithSelectionSortOrderAndDroppedRows() {
        struct Screen: View {
            @State var files = TableTests.files
            @State var selection = Set<FileItem.ID>()
            @State var sortOrder = [KeyPathComparator(\FileItem.name)]

            var body: some View {
                Table(selection: $selection, sortOrder: $sortOrder) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Shared", value: \.isShared) { file in Text(file.isShared ? "yes" : "no") }
                    TableColumn("Size", value: \.size, comparator: ReverseIntComparator()) { Text("\($0.size)") }
                        .width(60)
                } rows: {
                    TableRow(FileItem(id: 0, name: "README", size: 1, isShared: true))
                    ForEach(files) { file in
                        TableRow(file).itemProvider { NSItemProvider() }
                    }
                    .onInsert(of: [.plainText]) { index, providers in files.insert(files[0], at: index) }
                }
                .tableStyle(.inset)
                .onChange(of: sortOrder) { _, newOrder in files.sort(using: newOrder) }
            }
        }

        #expect(
            ascii(Screen(), width: 30) == #"""
                Name ^     Shared  Size
                -----------------------
                README     yes     1
                notes.txt  no      3
                photo.png  yes     812
                """#
        )
    }

    @Test @MainActor func hiddenHeadersLeaveOnlyTheRows() {
        let table = Table(of: FileItem.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            ForEach(Self.files) { TableRow($0) }
        }
        .tableColumnHeaders(.hidden)

        #expect(
            ascii(table, width: 20) == #"""
                notes.txt
                photo.png
                """#
        )
        #expect(!table.render(.html).contains("<table"), "with no header row, HTML draws it as a grid")
    }

    @Test @MainActor func conditionalColumnsAndYourOwnColumnContent() {
        struct SizeColumn: TableColumnContent {
            var tableColumnBody: some TableColumnContent<FileItem, Never> {
                TableColumn("Size") { file in Text("\(file.size) KB") }
            }
        }
        func table(showsSize: Bool) -> some View {
            Table(Self.files) {
                TableColumn("Name", value: \.name)
                if showsSize {
                    SizeColumn()
                }
            }
        }

        #expect(ascii(table(showsSize: true), width: 30).split(separator: "\n").first == "Name       Size")
        #expect(ascii(table(showsSize: false), width: 30).split(separator: "\n").first == "Name")
    }

    @Test @MainActor func cellsKeepTheirStateAndControls() {
        struct Screen: View {
            @State var files = TableTests.files

            var body: some View {
                Table(files) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Shared") { file in
                        Toggle("Shared", isOn: $files[file.id - 1].isShared).labelsHidden()
                    }
                }
            }
        }

        let toggles = Screen().resolvedNode().node.toggles
        #expect(toggles.map(\.isOn) == [false, true])
    }

    @Test @MainActor func stringColumnsWithContentAndTextTitlesSortToo() {
        let name: LocalizedStringKey = "Name"
        let table = Table(Self.files, sortOrder: .constant([KeyPathComparator(\FileItem.name, order: .reverse)])) {
            TableColumn(Text(name), value: \.name) { file in Text(file.name.uppercased()) }
            TableColumn("Size" as String, value: \.size) { Text("\($0.size)") }
            TableColumn(Text("Shared")) { file in Text(file.isShared ? "yes" : "no") }
        }

        #expect(
            ascii(table, width: 40) == #"""
                Name v     Size  Shared
                -----------------------
                NOTES.TXT  3     no
                PHOTO.PNG  812   yes
                """#
        )
    }

    @Test @MainActor func anEmptyTableKeepsItsHeaders() {
        let table = Table([FileItem]()) { TableColumn("Name", value: \.name) }

        #expect(
            ascii(table, width: 20) == #"""
                Name
                ----
                """#
        )
    }

    /// The tap action of the header whose text starts with `title`, when it sorts.
    @MainActor private func header(_ title: String, in node: Node) -> NodeAction? {
        for case .gesture(let gesture) in node.allNodes where gesture.content.plainText.hasPrefix(title) {
            return gesture.tap
        }
        return nil
    }
}

/// Orders whole numbers from the largest, to test a column with a comparator of its own.
struct ReverseIntComparator: SortComparator {
    var order: SortOrder = .forward

    func compare(_ lhs: Int, _ rhs: Int) -> ComparisonResult {
        let result: ComparisonResult = lhs == rhs ? .orderedSame : (lhs > rhs ? .orderedAscending : .orderedDescending)
        return order == .forward ? result : (result == .orderedAscending ? .orderedDescending : .orderedAscending)
    }
}

extension TableTests {
    @Test @MainActor func aSelectionMenuLeavesTheTableAsItWas() {
        func table(withMenu: Bool) -> some View {
            let base = Table(Self.files, selection: .constant(Set<Int>())) { TableColumn("Name", value: \.name) }
            return Group {
                if withMenu {
                    base.contextMenu(forSelectionType: Int.self) { ids in
                        Button("Delete \(ids.count)") {}
                    } primaryAction: { _ in
                    }
                } else {
                    base
                }
            }
        }

        #expect(ascii(table(withMenu: true)) == ascii(table(withMenu: false)))
    }
}
