import Convergence

struct LegacyPhoto: Identifiable, Equatable {
    let id: Int
    var title: String
    var isFavourite = false
}

struct LegacyMenusView: View {
    @State var photos: [LegacyPhoto]
    @State private var status = "Long-press a photo"
    @State private var caption = ""
    @State private var passcode = ""
    @State private var showingOptions = false
    @State private var showingDetail = false
    @State private var sortOrder = 0
    @State private var copies = 1
    @State private var showingAlbum = false
    let takenAt = Date(timeIntervalSince1970: 1_767_258_000)

    static let copiesFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter
    }()

    var body: some View {
        NavigationView {
            VStack(alignment: .leading) {
                Text(status)
                    .foregroundColor(.secondary)
                    .accessibility(identifier: "status")
                List {
                    ForEach(photos) { photo in
                        Text(photo.isFavourite ? "★ \(photo.title)" : photo.title)
                            .contextMenu(
                                ContextMenu {
                                    Button("Favourite") { favourite(photo) }
                                    Button("Share") { status = "Shared \(photo.title)" }
                                }
                            )
                            .listRowPlatterColor(.blue)
                    }
                }
                .listStyle(PlainListStyle())
                TextField("Caption", text: $caption, onEditingChanged: { _ in }, onCommit: { status = caption })
                    .autocapitalization(.words)
                    .disableAutocorrection(true)
                    .textFieldStyle(RoundedBorderTextFieldStyle())
                SecureField("Passcode", text: $passcode, onCommit: { status = "Locked" })
                    .keyboardType(.numberPad)
                Picker(selection: $sortOrder, label: Text("Sort")) {
                    Text("Newest").tag(0)
                    Text("Oldest").tag(1)
                }
                .pickerStyle(SegmentedPickerStyle())
                NavigationLink(destination: Text("Photo details"), isActive: $showingDetail) {
                    Text(verbatim: "Details")
                }
                NavigationLink("Album", destination: Text("All photos"), isActive: $showingAlbum)
                    .isDetailLink(false)
                TextField(
                    "Copies", value: $copies, formatter: Self.copiesFormatter, onCommit: { status = "\(copies) copies" }
                )
                Text(takenAt, formatter: Self.dateFormatter)
                    .accessibility(sortPriority: 1)
                Text("Legacy.Footer", tableName: "Legacy", bundle: .main, comment: "Footer")
                    .cornerRadius(4)
                    .accessibility(label: Text("Footer"))
            }
            .padding()
            .edgesIgnoringSafeArea(.bottom)
            .accentColor(.orange)
            .animation(.default)
            .onChange(of: sortOrder, perform: { order in status = order == 0 ? "Newest first" : "Oldest first" })
            .navigationBarTitle("Photos", displayMode: .inline)
            .navigationBarItems(trailing: Button("Options") { showingOptions = true })
            .actionSheet(isPresented: $showingOptions) {
                ActionSheet(title: Text("Options"), buttons: [.default(Text("Clear")) { photos = [] }, .cancel()])
            }
            .statusBar(hidden: true)
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }

    private func favourite(_ photo: LegacyPhoto) {
        guard let index = photos.firstIndex(where: { $0.id == photo.id }) else { return }
        photos[index].isFavourite.toggle()
        status = "Favourited \(photo.title)"
    }
}

/// The macOS pull-down button of older apps.
struct LegacyMenuButtonView: View {
    @State private var chosen = "None"

    var body: some View {
        VStack {
            MenuButton("Export") {
                Button("PDF") { chosen = "PDF" }
                Button("PNG") { chosen = "PNG" }
            }
            .menuButtonStyle(BorderlessButtonMenuButtonStyle())
            Text("Chosen: \(chosen)")
        }
    }
}
