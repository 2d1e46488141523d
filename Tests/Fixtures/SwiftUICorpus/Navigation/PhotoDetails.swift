import Convergence

struct Photo: Identifiable {
    let id: Int
    let title: String
    let location: String
}

struct PhotoGridView: View {
    let photos: [Photo]
    @State private var selected: Photo?

    var body: some View {
        NavigationStack {
            List(photos) { photo in
                Button(photo.title) {
                    selected = photo
                }
            }
            .navigationTitle("Photos")
            .sheet(item: $selected) { photo in
                PhotoInfoSheet(photo: photo)
                    .presentationDetents([.medium, .large])
                    .presentationDragIndicator(.visible)
            }
        }
    }
}

struct PhotoInfoSheet: View {
    let photo: Photo
    @Environment(\.dismiss) var dismiss
    @State private var showingDelete = false

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text(photo.title).font(.headline)
                Text(photo.location)
            }
            .navigationTitle("Info")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Delete Photo", role: .destructive) { showingDelete = true }
                }
            }
            .confirmationDialog("Delete this photo?", isPresented: $showingDelete, titleVisibility: .visible) {
                Button("Delete", role: .destructive) { dismiss() }
            }
        }
    }
}
