import Foundation
import SwiftData
import SwiftUI
import Testing

private struct BookList: View {
    @Query(sort: \Book.title) private var books: [Book]
    @Environment(\.modelContext) private var context

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(books.count) books")
            ForEach(books) { book in
                Text("\(book.title), \(book.pages)")
            }
            Button("Add") { context.insert(Book(title: "Added \(books.count)", pages: 1)) }
            Button("Delete first") {
                if let first = books.first { context.delete(first) }
            }
            Button("Grow first") { books.first?.pages += 100 }
        }
    }
}

private struct LongBooks: View {
    @Query(filter: #Predicate<Book> { $0.pages > 400 }, sort: [SortDescriptor(\Book.pages, order: .reverse)])
    private var books: [Book]

    var body: some View {
        Text(books.map(\.title).joined(separator: ", "))
    }
}

private struct FirstBook: View {
    @Query(FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)]), animation: .default) private var books: [Book]

    var body: some View {
        Text(books.first?.title ?? "none")
    }
}

/// The bare form, with no arguments and no parentheses, as most apps write it.
private struct AllBooks: View {
    @Query private var books: [Book]

    var body: some View {
        Text("\(books.count) books")
    }
}

@MainActor private func sampleContainer() throws -> ModelContainer {
    let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for (title, pages) in [("Emma", 474), ("Dune", 412), ("Beloved", 324)] {
        container.mainContext.insert(Book(title: title, pages: pages))
    }
    return container
}

@Suite struct QueryTests {
    @Test @MainActor func aQueryShowsTheContainersModelsSorted() async throws {
        let container = try sampleContainer()
        let text = try await Scenario("books") { BookList().modelContainer(container) }.render(.ascii(width: 20))

        #expect(
            text == #"""
                3 books
                Beloved, 324
                Dune, 412
                Emma, 474
                [ Add ]
                [ Delete first ]
                [ Grow first ]

                """#)
    }

    @Test @MainActor func filterSortAndDescriptorFormsFetchWhatTheySay() async throws {
        let container = try sampleContainer()
        let long = try await Scenario("long") { LongBooks().modelContainer(container) }.render(.ascii(width: 30))
        let first = try await Scenario("first") { FirstBook().modelContainer(container) }.render(.ascii(width: 30))

        #expect(long == "Emma, Dune\n")
        #expect(first == "Beloved\n")
    }

    @Test @MainActor func aBareQueryFetchesEveryModelOfItsPropertysType() async throws {
        let container = try sampleContainer()
        let text = try await Scenario("all") { AllBooks().modelContainer(container) }.render(.ascii(width: 30))

        #expect(text == "3 books\n")
    }

    @Test @MainActor func insertsDeletesAndChangesShowInTheNextFrame() async throws {
        let frames = try await Scenario("edit", steps: [.tap("Add"), .tap("Grow first"), .tap("Delete first")]) {
            BookList().modelContainer(for: Book.self, inMemory: true)
        }.frames()

        let heads = frames.map { frame in
            frame.render(.ascii(width: 20)).split(separator: "\n").prefix(2).joined(separator: " | ")
        }
        #expect(heads == ["0 books | [ Add ]", "1 books | Added 0, 1", "1 books | Added 0, 101", "0 books | [ Add ]"])
    }

    @Test @MainActor func withoutAContainerAQueryIsEmpty() async throws {
        let text = try await Scenario("none") { FirstBook() }.render(.ascii(width: 20))

        #expect(text == "none\n")
    }

    @Test @MainActor func concurrentRendersKeepTheirOwnStores() async throws {
        let scenario = Scenario("add twice", steps: [.tap("Add"), .tap("Add")]) {
            BookList().modelContainer(for: [Book.self], inMemory: true)
        }
        let serial = try await scenario.frames().last?.render(.ascii(width: 20)).prefix(7)
        async let first = scenario.frames()
        async let second = scenario.frames()
        async let third = scenario.frames()
        let concurrent = try await [first, second, third].map { $0.last?.render(.ascii(width: 20)).prefix(7) }

        #expect(serial == "2 books")
        #expect(concurrent == Array(repeating: "2 books", count: 3))
    }
}
