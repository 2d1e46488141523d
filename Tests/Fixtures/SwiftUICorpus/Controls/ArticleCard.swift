import Convergence

struct Article: Identifiable {
    let id: Int
    let title: String
    let summary: String
    let imageURL: URL?
    let publishedAt: Date
}

struct ArticleCard: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            AsyncImage(url: article.imageURL) { phase in
                switch phase {
                case .empty:
                    ProgressView("Loading image")
                case .success(let image):
                    image
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                        .frame(height: 120)
                case .failure:
                    Label("Image unavailable", systemImage: "photo")
                @unknown default:
                    EmptyView()
                }
            }
            Text(article.title)
                .font(.headline)
                .lineLimit(2)
            Text(article.summary)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(3)
            Text(article.publishedAt, style: .relative) + Text(" ago")
        }
        .padding()
        .border(.gray)
    }
}
