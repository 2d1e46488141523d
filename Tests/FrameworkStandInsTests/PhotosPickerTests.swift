import PhotosUI
import SwiftUI
import Testing

private struct RecipeImagePicker: View {
    @State private var imageItem: PhotosPickerItem?
    @State private var imageData: Data?

    var body: some View {
        VStack {
            PhotosPicker(selection: $imageItem, matching: .images) {
                Label("Add Image", systemImage: "photo")
            }
            Text(imageData == nil ? "No image" : "Image")
        }
        .task(id: imageItem) {
            imageData = try? await imageItem?.loadTransferable(type: Data.self)
        }
    }
}

private struct Gallery: View {
    @State private var items: [PhotosPickerItem] = []

    var body: some View {
        PhotosPicker("Choose photos", selection: $items, maxSelectionCount: 3, matching: .any(of: [.images, .videos]))
    }
}

@Suite struct PhotosPickerTests {
    @Test @MainActor func aPickerIsItsLabelAsAButton() async throws {
        let text = try await Scenario("picker", layout: .sizeThatFits) { RecipeImagePicker() }.render(.ascii(width: 30))

        #expect(text.contains("[ Add Image ]") || text.contains("Add Image"))
        #expect(text.contains("No image"))
    }

    @Test @MainActor func tappingThePickerShowsTheLibraryStandInUntilCancelled() async throws {
        let frames = try await Scenario(
            "gallery", layout: .sizeThatFits, steps: [.tap("Choose photos"), .tap("Cancel")]
        ) { Gallery() }.frames()
        let picking = frames[1].render(.ascii(width: 40))

        #expect(picking.contains("Photos"))
        #expect(picking.contains("any(images, videos)"))
        #expect(frames[2].render(.ascii(width: 40)) == frames[0].render(.ascii(width: 40)))
    }

    @Test func anItemLoadsNothingWithoutAPhotoLibrary() async throws {
        let item = PhotosPickerItem(itemIdentifier: "IMG_0001")

        #expect(try await item.loadTransferable(type: Data.self) == nil)
        #expect(item.itemIdentifier == "IMG_0001")
        #expect(PHPickerFilter.not(.screenshots).description == "not(screenshots)")
    }
}
