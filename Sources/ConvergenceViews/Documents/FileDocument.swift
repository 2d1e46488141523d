import Foundation

#if canImport(Darwin) && canImport(UniformTypeIdentifiers)
    import UniformTypeIdentifiers
#endif

/// A document stored as a value, read from and written to a ``FileWrapper``, as in SwiftUI:
/// `.fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)` saves one.
///
/// ```swift
/// struct NotesDocument: FileDocument {
///     static var readableContentTypes: [UTType] { [.plainText] }
///     var text = ""
///     init(configuration: ReadConfiguration) throws {
///         text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
///     }
///     func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: Data(text.utf8))
///     }
/// }
/// ```
@preconcurrency
public protocol FileDocument: Sendable {
    /// The types the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The types the document writes; the readable ones unless implemented.
    static var writableContentTypes: [UTType] { get }
    /// Reads a document from a file.
    init(configuration: ReadConfiguration) throws
    /// Writes the document to a file.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a ``FileDocument`` reads from: the file and its type.
public struct FileDocumentReadConfiguration {
    /// The type of the file.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper

    /// A configuration for reading a file, as a test makes one.
    ///
    /// - Parameters:
    ///   - contentType: The file's type.
    ///   - file: The file.
    package init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a ``FileDocument`` writes for: the type to write and the file it replaces, if any.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file being replaced, if there is one.
    public let existingFile: FileWrapper?

    /// A configuration for writing a file, as a test makes one.
    ///
    /// - Parameters:
    ///   - contentType: The type to write.
    ///   - existingFile: The file being replaced.
    package init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
