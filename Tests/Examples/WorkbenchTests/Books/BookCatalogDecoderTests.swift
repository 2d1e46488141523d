import Testing

@testable import Workbench

@Suite struct BookCatalogDecoderTests {
    private let header = "id,title,author,year,shelf\n"

    @Test func readsEveryValidRowAsABook() throws {
        let text =
            header + "1,\"Moby-Dick; or, The Whale\",Herman Melville,1851,Adventure\n7,Candide,Voltaire,1759,Satire\n"
        let catalog = try BookCatalogDecoder.decode(text, file: "books.csv")
        #expect(
            catalog.books == [
                BookMother.makeBook(),
                BookMother.makeBook(id: 7, title: "Candide", author: "Voltaire", year: 1759, shelf: "Satire"),
            ])
        #expect(catalog.skippedRows.isEmpty)
    }

    @Test func skipsInvalidRowsAndSaysWhyWithTheirLines() throws {
        let text = """
            id,title,author,year,shelf
            1,Beowulf,Unknown,,Poetry
            2,Beowulf,Unknown,c. 1000,Poetry
            3,Candide,Voltaire
            x,Candide,Voltaire,1759,Satire
            4,Candide,Voltaire,1759,Satire
            4,Zadig,Voltaire,1747,Satire
            5,,Voltaire,1759,Satire
            6,Candide,,1759,Satire
            7,Candide,Voltaire,1759,

            """
        let catalog = try BookCatalogDecoder.decode(text, file: "books.csv")
        #expect(catalog.books.map(\.id) == [4])
        #expect(
            catalog.skippedRows.map(\.description) == [
                "Line 2: the year is missing",
                #"Line 3: the year "c. 1000" is not a number"#,
                "Line 4: expected 5 fields, found 3",
                #"Line 5: the id "x" is not a whole number"#,
                "Line 7: the id 4 is used by an earlier row",
                "Line 8: the title is missing",
                "Line 9: the author is missing",
                "Line 10: the shelf is missing",
            ])
    }

    @Test func acceptsAHeaderOnlyFileAsAnEmptyCatalog() throws {
        #expect(try BookCatalogDecoder.decode(header, file: "books.csv") == BookCatalog(books: []))
    }

    @Test func refusesAFileWithoutTheHeader() {
        #expect(throws: BookCatalogError.unexpectedHeader(file: "books.csv", found: "")) {
            try BookCatalogDecoder.decode("\n", file: "books.csv")
        }
        #expect(throws: BookCatalogError.unexpectedHeader(file: "books.csv", found: "1,Dracula")) {
            try BookCatalogDecoder.decode("1,Dracula\n", file: "books.csv")
        }
    }

    @Test func refusesTextThatIsNotCSV() {
        let error = #expect(throws: BookCatalogError.self) {
            try BookCatalogDecoder.decode(header + "1,\"Dracula,Bram Stoker,1897,Gothic\n", file: "books.csv")
        }
        #expect(
            error?.errorDescription
                == "The book list books.csv is not valid CSV: line 2 opens a quoted field that never closes.")
    }
}
