import Convergence

/// Turns the text of a catalog file into books, keeping a note for each row it has to leave out.
///
/// The file is CSV with the header `id,title,author,year,shelf`. A row is skipped when it has the wrong number of
/// fields, an id or year that is not a whole number, an id already used, or an empty title, author or shelf.
enum BookCatalogDecoder {
    static let columns = ["id", "title", "author", "year", "shelf"]
    static var header: String { columns.joined(separator: ",") }

    static func decode(_ text: String, file: String) throws(BookCatalogError) -> BookCatalog {
        let records: [CSVParser.Record]
        do {
            records = try CSVParser.records(in: text)
        } catch {
            throw .malformed(file: file, detail: error.description)
        }
        guard let headerRecord = records.first else { throw .unexpectedHeader(file: file, found: "") }
        let names = headerRecord.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard names == columns else {
            throw .unexpectedHeader(file: file, found: headerRecord.fields.joined(separator: ","))
        }

        var books: [Book] = []
        var skipped: [BookCatalog.SkippedRow] = []
        var usedIDs: Set<Int> = []
        for record in records.dropFirst() {
            switch book(from: record.fields, usedIDs: usedIDs) {
            case .success(let book):
                books.append(book)
                usedIDs.insert(book.id)
            case .failure(let reason):
                skipped.append(BookCatalog.SkippedRow(line: record.line, reason: reason.text))
            }
        }
        return BookCatalog(books: books, skippedRows: skipped)
    }

    private struct RowFault: Error {
        let text: String
    }

    private static func book(from fields: [String], usedIDs: Set<Int>) -> Result<Book, RowFault> {
        guard fields.count == columns.count else {
            return .failure(RowFault(text: "expected \(columns.count) fields, found \(fields.count)"))
        }
        let values = fields.map { $0.trimmingCharacters(in: .whitespaces) }
        let (idText, title, author, yearText, shelf) = (values[0], values[1], values[2], values[3], values[4])

        guard !idText.isEmpty else { return .failure(RowFault(text: "the id is missing")) }
        guard let id = Int(idText) else {
            return .failure(RowFault(text: "the id \"\(idText)\" is not a whole number"))
        }
        guard !usedIDs.contains(id) else { return .failure(RowFault(text: "the id \(id) is used by an earlier row")) }
        guard !title.isEmpty else { return .failure(RowFault(text: "the title is missing")) }
        guard !author.isEmpty else { return .failure(RowFault(text: "the author is missing")) }
        guard !yearText.isEmpty else { return .failure(RowFault(text: "the year is missing")) }
        guard let year = Int(yearText) else {
            return .failure(RowFault(text: "the year \"\(yearText)\" is not a number"))
        }
        guard !shelf.isEmpty else { return .failure(RowFault(text: "the shelf is missing")) }
        return .success(Book(id: id, title: title, author: author, year: year, shelf: shelf))
    }
}
