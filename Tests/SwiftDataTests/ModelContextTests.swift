import Foundation
import SwiftData
import Testing

@Suite struct ModelContextTests {
    @MainActor private func library() throws -> ModelContext {
        let container = try ModelContainer(
            for: Shelf.self, Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        return container.mainContext
    }

    @Test @MainActor func insertedModelsAreFetchedInInsertionOrderBeforeAndAfterSaving() throws {
        let context = try library()
        context.insert(Book(title: "Dune", pages: 412))
        context.insert(Book(title: "Emma", pages: 474))

        #expect(context.hasChanges)
        #expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["Dune", "Emma"])
        try context.save()
        #expect(!context.hasChanges)
        #expect(try ModelContext(context.container).fetch(FetchDescriptor<Book>()).map(\.title) == ["Dune", "Emma"])
    }

    @Test @MainActor func predicatesSortsLimitsAndOffsetsShapeTheResult() throws {
        let context = try library()
        for (title, pages) in [("Dune", 412), ("Emma", 474), ("Ulysses", 730), ("Beloved", 324)] {
            context.insert(Book(title: title, pages: pages))
        }
        var descriptor = FetchDescriptor<Book>(
            predicate: #Predicate { $0.pages > 400 }, sortBy: [SortDescriptor(\.pages, order: .reverse)])
        #expect(try context.fetch(descriptor).map(\.title) == ["Ulysses", "Emma", "Dune"])
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 1
        #expect(try context.fetch(descriptor).map(\.title) == ["Emma"])
        #expect(try context.fetchCount(FetchDescriptor<Book>(sortBy: [SortDescriptor(\Book.title)])) == 4)
        let search = "DUN"
        let found = try context.fetch(
            FetchDescriptor<Book>(predicate: #Predicate { $0.title.localizedStandardContains(search) }))
        #expect(found.map(\.title) == ["Dune"])
    }

    @Test @MainActor func settingOneSideOfARelationshipSetsItsInverse() throws {
        let context = try library()
        let shelf = Shelf(name: "Classics")
        let emma = Book(title: "Emma", pages: 474, shelf: shelf)
        context.insert(emma)
        let dune = Book(title: "Dune", pages: 412)
        context.insert(dune)
        dune.shelf = shelf

        #expect(shelf.books.map(\.title) == ["Emma", "Dune"])
        #expect(try context.fetch(FetchDescriptor<Shelf>()).map(\.name) == ["Classics"])
        shelf.books = [dune]
        #expect(emma.shelf == nil)
    }

    @Test @MainActor func deletingCascadesAlongCascadeRelationshipsAndNullifiesTheOthers() throws {
        let context = try library()
        let shelf = Shelf(name: "Classics")
        shelf.books = [Book(title: "Emma", pages: 474), Book(title: "Dune", pages: 412)]
        let loose = Book(title: "Beloved", pages: 324, shelf: Shelf(name: "Loose"))
        context.insert(shelf)
        context.insert(loose)
        try context.save()

        context.delete(shelf)
        #expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["Beloved"])
        context.delete(loose)
        #expect(try context.fetch(FetchDescriptor<Shelf>()).map(\.name) == ["Loose"])
        #expect(try context.fetch(FetchDescriptor<Shelf>()).first?.books.isEmpty == true)
        try context.delete(model: Shelf.self, where: #Predicate { $0.name == "Loose" })
        #expect(try context.fetchCount(FetchDescriptor<Shelf>()) == 0)
    }

    @Test @MainActor func rollbackDiscardsPendingInsertsAndDeletes() throws {
        let context = try library()
        let kept = Book(title: "Dune", pages: 412)
        context.insert(kept)
        try context.save()
        context.insert(Book(title: "Emma", pages: 474))
        context.delete(kept)
        context.rollback()

        #expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["Dune"])
        #expect(!kept.isDeleted)
    }

    @Test @MainActor func modelsAreIdentifiedByTheirStoreAndObservedPropertyByProperty() throws {
        let context = try library()
        let book = Book(title: "Dune", pages: 412)
        let reader = Reader(name: "Ada")
        #expect(book.persistentModelID.storeIdentifier == nil)
        context.insert(book)
        #expect(book.persistentModelID.storeIdentifier == "memory")
        #expect(book.id == book.persistentModelID)
        #expect(reader.id != UUID())  // a model's own `id` stays its identity
        #expect(Book.schemaMetadata.map(\.name) == ["title", "pages", "subtitle", "shelf"])
        #expect(Shelf.schemaMetadata.map(\.name) == ["name", "books"])

        let changed = Changes()
        withObservationTracking {
            _ = book.pages
        } onChange: {
            changed.count += 1
        }
        book.title = "Dune Messiah"
        #expect(changed.count == 0)
        book.pages = 256
        #expect(changed.count == 1)
    }
}

/// Counts observation callbacks.
private final class Changes: @unchecked Sendable {
    var count = 0
}
