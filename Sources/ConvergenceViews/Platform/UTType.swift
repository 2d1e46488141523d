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
        public static let utf16PlainText = UTType(known: "public.utf16-plain-text")
        public static let delimitedText = UTType(known: "public.delimited-values-text")
        public static let tabSeparatedText = UTType(known: "public.tab-separated-values-text", filenameExtension: "tsv")
        public static let rtf = UTType(known: "public.rtf", filenameExtension: "rtf")
        public static let html = UTType(known: "public.html", filenameExtension: "html")
        public static let xml = UTType(known: "public.xml", filenameExtension: "xml")
        public static let yaml = UTType(known: "public.yaml", filenameExtension: "yaml")
        public static let sourceCode = UTType(known: "public.source-code")
        public static let swiftSource = UTType(known: "public.swift-source", filenameExtension: "swift")
        public static let script = UTType(known: "public.script")
        public static let shellScript = UTType(known: "public.shell-script", filenameExtension: "sh")
        public static let propertyList = UTType(known: "com.apple.property-list", filenameExtension: "plist")
        public static let log = UTType(known: "public.log", filenameExtension: "log")
        public static let vCard = UTType(known: "public.vcard", filenameExtension: "vcf")
        public static let gif = UTType(known: "com.compuserve.gif", filenameExtension: "gif")
        public static let tiff = UTType(known: "public.tiff", filenameExtension: "tiff")
        public static let heic = UTType(known: "public.heic", filenameExtension: "heic")
        public static let webP = UTType(known: "org.webmproject.webp", filenameExtension: "webp")
        public static let svg = UTType(known: "public.svg-image", filenameExtension: "svg")
        public static let bmp = UTType(known: "com.microsoft.bmp", filenameExtension: "bmp")
        public static let rawImage = UTType(known: "public.camera-raw-image")
        public static let livePhoto = UTType(known: "com.apple.live-photo")
        public static let video = UTType(known: "public.video")
        public static let mpeg4Movie = UTType(known: "public.mpeg-4", filenameExtension: "mp4")
        public static let quickTimeMovie = UTType(known: "com.apple.quicktime-movie", filenameExtension: "mov")
        public static let mp3 = UTType(known: "public.mp3", filenameExtension: "mp3")
        public static let wav = UTType(known: "com.microsoft.waveform-audio", filenameExtension: "wav")
        public static let mpeg4Audio = UTType(known: "public.mpeg-4-audio", filenameExtension: "m4a")
        public static let gzip = UTType(known: "org.gnu.gnu-zip-archive", filenameExtension: "gz")
        public static let epub = UTType(known: "org.idpf.epub-container", filenameExtension: "epub")
        public static let spreadsheet = UTType(known: "public.spreadsheet")
        public static let presentation = UTType(known: "public.presentation")
        public static let database = UTType(known: "public.database")
        public static let executable = UTType(known: "public.executable")
        public static let application = UTType(known: "com.apple.application")
        public static let package = UTType(known: "com.apple.package")
        public static let symbolicLink = UTType(known: "public.symlink")
        public static let usdz = UTType(
            known: "com.pixar.universal-scene-description-mobile", filenameExtension: "usdz")

        static let known: [UTType] = [
            .plainText, .json, .commaSeparatedText, .tabSeparatedText, .png, .jpeg, .pdf, .zip, .rtf, .html, .xml,
            .yaml, .swiftSource, .shellScript, .propertyList, .log, .vCard, .gif, .tiff, .heic, .webP, .svg, .bmp,
            .mpeg4Movie, .quickTimeMovie, .mp3, .wav, .mpeg4Audio, .gzip, .epub, .usdz,
        ]
    }
#endif
