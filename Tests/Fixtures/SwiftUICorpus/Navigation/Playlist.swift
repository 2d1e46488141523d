import Convergence

struct Song: Identifiable {
    let id: Int
    var title: String
    var isDownloaded: Bool
}

struct PlaylistView: View {
    @State var songs: [Song]
    @State private var editMode: EditMode = .inactive

    var body: some View {
        NavigationStack {
            List {
                ForEach($songs) { $song in
                    Toggle(song.title, isOn: $song.isDownloaded)
                }
                .onMove { songs.move(fromOffsets: $0, toOffset: $1) }
                .onDelete { songs.remove(atOffsets: $0) }
                .deleteDisabled(songs.count < 2)
            }
            .navigationTitle("Road trip")
            .toolbar { EditButton() }
            .environment(\.editMode, $editMode)
        }
    }
}
