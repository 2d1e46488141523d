import Convergence

/// A reader whose look comes from custom environment values declared with `@Entry`, as SwiftUI apps since
/// Xcode 16 declare them; the page turn carries a custom transaction value, and the open chapter is published as
/// a focused value for menu commands.
enum ReaderTheme: String {
    case paper = "Paper"
    case night = "Night"
}

struct Chapter: Identifiable, Equatable {
    let id: Int
    let title: String
}

extension EnvironmentValues {
    @Entry var readerTheme: ReaderTheme = .paper
    @Entry var linesPerPage = 2
    @Entry var readerName: String?
}

extension FocusedValues {
    @Entry var openChapter: Chapter?
}

extension Transaction {
    @Entry var isPageTurn = false
}

struct ChapterReader: View {
    let chapters: [Chapter]
    @State private var page = 0

    var body: some View {
        VStack(alignment: .leading) {
            ReaderHeader()
            ChapterPage(chapters: chapters, page: page)
            Button("Next page") {
                withTransaction(\.isPageTurn, true) { page += 1 }
            }
        }
        .focusedValue(\.openChapter, chapters.first)
        .transaction { transaction in
            if transaction.isPageTurn { transaction.animation = .easeInOut }
        }
    }
}

private struct ReaderHeader: View {
    @Environment(\.readerTheme) private var theme
    @Environment(\.readerName) private var name

    var body: some View {
        Text("\(theme.rawValue) theme · \(name.map { "Reading as \($0)" } ?? "Guest")")
            .bold()
    }
}

private struct ChapterPage: View {
    @Environment(\.linesPerPage) private var linesPerPage
    let chapters: [Chapter]
    let page: Int

    var body: some View {
        let shown = chapters.dropFirst(page * linesPerPage).prefix(linesPerPage)
        VStack(alignment: .leading) {
            ForEach(Array(shown)) { chapter in
                Text("\(chapter.id). \(chapter.title)")
            }
            Text("Page \(page + 1)")
        }
    }
}
