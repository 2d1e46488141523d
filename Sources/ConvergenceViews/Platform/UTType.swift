import Foundation

#if canImport(Darwin) && canImport(UniformTypeIdentifiers)
    import UniformTypeIdentifiers
#else
    /// A type of content by its uniform type identifier, as `UniformTypeIdentifiers` names it on Apple platforms,
    /// so `.onInsert(of:)`, `.fileImporter(allowedContentTypes:)` and drop targets compile where that framework is
    /// missing. Only the identifier is kept: nothing is imported, dropped or opened in a scenario.
    public struct UTType: Hashable, Sendable, CustomStringConvertible {
        public let identifier: String
        /// The file name extension most used for the type, when one is known.
        public let preferredFilenameExtension: String?

        init(known identifier: String, filenameExtension: String? = nil) {
            self.identifier = identifier
            preferredFilenameExtension = filenameExtension
        }

        /// A type by its identifier; nil for an empty one.
        public init?(_ identifier: String) {
            guard !identifier.isEmpty else { return nil }
            self.init(known: identifier)
        }

        /// A type your app declares.
        public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
            self.init(known: identifier)
        }

        /// A type another app declares.
        public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
            self.init(known: identifier)
        }

        /// The type of files with this extension, among the types named here; a dynamic type otherwise.
        public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
            let lowered = filenameExtension.lowercased()
            guard !lowered.isEmpty else { return nil }
            self =
                UTType.known.first { $0.preferredFilenameExtension == lowered }
                ?? UTType(known: "dyn.convergence.\(lowered)", filenameExtension: lowered)
        }

        public var description: String { identifier }

        public static let item = UTType(known: "public.item")
        public static let content = UTType(known: "public.content")
        public static let data = UTType(known: "public.data")
        public static let text = UTType(known: "public.text")
        public static let plainText = UTType(known: "public.plain-text", filenameExtension: "txt")
        public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
        public static let json = UTType(known: "public.json", filenameExtension: "json")
        public static let commaSeparatedText = UTType(
            known: "public.comma-separated-values-text", filenameExtension: "csv")
        public static let url = UTType(known: "public.url")
        public static let fileURL = UTType(known: "public.file-url")
        public static let folder = UTType(known: "public.folder")
        public static let directory = UTType(known: "public.directory")
        public static let image = UTType(known: "public.image")
        public static let png = UTType(known: "public.png", filenameExtension: "png")
        public static let jpeg = UTType(known: "public.jpeg", filenameExtension: "jpeg")
        public static let pdf = UTType(known: "com.adobe.pdf", filenameExtension: "pdf")
        public static let movie = UTType(known: "public.movie")
        public static let audio = UTType(known: "public.audio")
        public static let archive = UTType(known: "public.archive")
        public static let zip = UTType(known: "public.zip-archive", filenameExtension: "zip")

        static let known: [UTType] = [.plainText, .json, .commaSeparatedText, .png, .jpeg, .pdf, .zip]
    }
#endif
