import Convergence

struct Headline: Identifiable {
    let id: Int
    let title: String
}

protocol HeadlineService: Sendable {
    func latest() async -> [Headline]
}

@MainActor @Observable
final class NewsFeedModel {
    var headlines: [Headline] = []
    var sortNewestFirst = true
    let service: any HeadlineService

    init(service: any HeadlineService) {
        self.service = service
    }

    func refresh() async {
        headlines = await service.latest()
    }
}

struct NewsFeedView: View {
    @State var model: NewsFeedModel

    var body: some View {
        NavigationStack {
            List(model.sortNewestFirst ? model.headlines : model.headlines.reversed()) { headline in
                Text(headline.title)
            }
            .refreshable {
                await model.refresh()
            }
            .navigationTitle("News")
            .toolbar {
                Menu {
                    Button("Newest first") { model.sortNewestFirst = true }
                    Button("Oldest first") { model.sortNewestFirst = false }
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
            }
            .safeAreaInset(edge: .bottom) {
                Link("About this feed", destination: URL(string: "https://example.com/feed")!)
            }
        }
    }
}
