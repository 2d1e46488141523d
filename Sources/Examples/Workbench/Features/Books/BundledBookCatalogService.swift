import Convergence

/// Reads the catalog from a CSV file: by default `Resources/books.csv`, bundled with the app.
///
/// A missing, unreadable or malformed file throws a ``BookCatalogError``; rows that cannot be read are skipped and
/// reported in the catalog.
public struct BundledBookCatalogService: BookCatalogServicing {
    private let fileURL: URL?
    private let fileName: String

    /// The catalog bundled with the app.
    public init() {
        let url = Bundle.module.url(forResource: "books", withExtension: "csv", subdirectory: "Resources")
        self.init(fileURL: url, fileName: "books.csv")
    }

    /// A catalog file somewhere else, in the same format.
    public init(fileURL: URL) {
        self.init(fileURL: fileURL, fileName: fileURL.lastPathComponent)
    }

    private init(fileURL: URL?, fileName: String) {
        self.fileURL = fileURL
        self.fileName = fileName
    }

    public func loadCatalog() async throws -> BookCatalog {
        guard let fileURL else { throw BookCatalogError.fileMissing(file: fileName) }
        let data = try read(fileURL)
        guard let text = String(data: data, encoding: .utf8) else { throw BookCatalogError.notText(file: fileName) }
        return try BookCatalogDecoder.decode(text, file: fileName)
    }

    private func read(_ url: URL) throws(BookCatalogError) -> Data {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw .fileMissing(file: fileName)
        }
        guard !isFolder.boolValue else { throw .unreadable(file: fileName, reason: "it is a folder") }
        do {
            return try Data(contentsOf: url)
        } catch {
            let permitted = FileManager.default.isReadableFile(atPath: url.path)
            throw .unreadable(file: fileName, reason: permitted ? error.localizedDescription : "permission denied")
        }
    }
}
