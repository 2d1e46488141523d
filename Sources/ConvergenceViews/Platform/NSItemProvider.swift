import Foundation

#if !canImport(Darwin)
    /// Foundation's carrier of dragged and dropped data, which swift-corelibs-foundation lacks, so `.itemProvider`
    /// and `.onInsert(of:perform:)` compile. Nothing is dragged or dropped in a scenario; a provider only keeps what
    /// it was made with.
    open class NSItemProvider {
        /// The type identifiers of what was registered, in order.
        public private(set) var registeredTypeIdentifiers: [String] = []
        /// A name for the content, as a file would be named.
        open var suggestedName: String?

        public init() {}

        /// A provider of a file's contents; nil without a URL.
        public convenience init?(contentsOf fileURL: URL?) {
            guard let fileURL else { return nil }
            self.init()
            suggestedName = fileURL.lastPathComponent
            registeredTypeIdentifiers = [UTType.fileURL.identifier]
        }

        /// A provider of one item under a type identifier.
        public convenience init(item: Any?, typeIdentifier: String?) {
            self.init()
            if let typeIdentifier { registeredTypeIdentifiers = [typeIdentifier] }
        }

        /// Whether something of this type identifier was registered.
        open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
            registeredTypeIdentifiers.contains(typeIdentifier)
        }
    }
#endif
