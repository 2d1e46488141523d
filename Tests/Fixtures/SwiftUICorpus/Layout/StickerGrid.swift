import Convergence

struct Sticker: Identifiable {
    let id: String
    let emoji: String
}

struct StickerGrid: View {
    let stickers = [
        Sticker(id: "Fox", emoji: "🦊"), Sticker(id: "Owl", emoji: "🦉"), Sticker(id: "Frog", emoji: "🐸"),
        Sticker(id: "Panda", emoji: "🐼"), Sticker(id: "Whale", emoji: "🐳"), Sticker(id: "Bee", emoji: "🐝"),
        Sticker(id: "Crab", emoji: "🦀"),
    ]
    @State private var selected: String?

    private let columns = [GridItem(.adaptive(minimum: 72), spacing: 8)]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(selected.map { "Selected: \($0)" } ?? "Pick a sticker")
                .font(.headline)
            ScrollView {
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(stickers) { sticker in
                        VStack {
                            Text(sticker.emoji)
                            Text(sticker.id)
                                .font(.caption)
                                .foregroundStyle(selected == sticker.id ? .primary : .secondary)
                        }
                        .padding(8)
                        .background(
                            RoundedRectangle(cornerRadius: 12)
                                .stroke(selected == sticker.id ? Color.accentColor : .clear, lineWidth: 2)
                        )
                        .onTapGesture {
                            selected = sticker.id
                        }
                    }
                }
            }
        }
        .padding()
    }
}
