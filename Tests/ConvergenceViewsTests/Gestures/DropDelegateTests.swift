import Convergence
import Testing

private struct DropTarget: View {
    let delegate: DropDelegate
    let types: [UTType]

    var body: some View {
        Text("Drop files here")
            .onDrop(of: types, delegate: delegate)
    }
}

@MainActor
private final class DroppedFiles {
    var urls: [URL] = []
    var entered = 0
}

private struct FileDropDelegate: DropDelegate {
    let dropped: DroppedFiles

    func performDrop(info: DropInfo) -> Bool {
        let itemProviders = info.itemProviders(for: [UTType.fileURL])
        guard itemProviders.count == 1 else { return false }
        for itemProvider in itemProviders {
            itemProvider.loadItem(forTypeIdentifier: UTType.fileURL.identifier, options: nil) { item, _ in
                guard let data = item as? NSData,
                    let url = URL(dataRepresentation: Data(referencing: data), relativeTo: nil)
                else { return }
                MainActor.assumeIsolated { dropped.urls.append(url) }
            }
        }
        return true
    }

    func dropEntered(info: DropInfo) {
        dropped.entered += 1
    }
}

@Suite struct DropDelegateTests {
    @Test @MainActor func aDropTargetRendersItsContentUnchanged() {
        let target = DropTarget(delegate: FileDropDelegate(dropped: DroppedFiles()), types: [.fileURL])

        #expect(ascii(target) == "Drop files here")
    }

    @Test @MainActor func aDelegateFindsTheFileProvidersOfADropAndLoadsTheirURLs() throws {
        let dropped = DroppedFiles()
        let delegate = FileDropDelegate(dropped: dropped)
        let file = try #require(NSItemProvider(contentsOf: URL(fileURLWithPath: "/tmp/notes.txt")))
        let text = NSItemProvider(item: "hello" as NSString, typeIdentifier: UTType.plainText.identifier)
        let info = DropInfo(location: CGPoint(x: 4, y: 2), itemProviders: [text, file])

        delegate.dropEntered(info: info)
        #expect(delegate.validateDrop(info: info))
        #expect(delegate.dropUpdated(info: info) == nil)
        #expect(info.hasItemsConforming(to: [.fileURL]))
        #expect(!info.hasItemsConforming(to: [.png]))
        #expect(delegate.performDrop(info: info))
        #expect(dropped.urls.map(\.path) == ["/tmp/notes.txt"])
        #expect(dropped.entered == 1)
    }

    @Test func aProposalKeepsItsOperation() {
        #expect(DropProposal(operation: .move).operation == .move)
        #expect(DropProposal(operation: .copy).operation != .forbidden)
    }
}
