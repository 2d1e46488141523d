import Convergence

struct PhotoThumbnail: Identifiable {
    let id: String
    let symbol: String
}

struct PhotoStrip: View {
    let photos = [
        PhotoThumbnail(id: "Beach", symbol: "sun.max"), PhotoThumbnail(id: "Forest", symbol: "cloud.rain"),
        PhotoThumbnail(id: "City", symbol: "house"), PhotoThumbnail(id: "Snow", symbol: "cloud"),
        PhotoThumbnail(id: "Lake", symbol: "moon"),
    ]
    @State private var selection: String?
    @State private var favourites: Set<String> = []

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Recent photos").font(.headline)
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHGrid(rows: [GridItem(.fixed(48)), GridItem(.fixed(48))], spacing: 8) {
                    ForEach(photos) { photo in
                        VStack {
                            Image(systemName: photo.symbol)
                            Text(photo.id).font(.caption)
                        }
                        .frame(width: 72)
                        .overlay(alignment: .topTrailing) {
                            if favourites.contains(photo.id) {
                                Image(systemName: "heart.fill")
                            }
                        }
                        .onTapGesture { selection = photo.id }
                        .onTapGesture(count: 2) { favourites.insert(photo.id) }
                    }
                }
            }
            .scrollIndicators(.hidden)
            Text(selection.map { "Showing \($0)" } ?? "Tap a photo to open it")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
