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
        /// What was registered, by type identifier.
        private var items: [String: Any] = [:]

        public init() {}

        /// A provider of a file's contents; nil without a URL.
        public convenience init?(contentsOf fileURL: URL?) {
            guard let fileURL else { return nil }
            self.init()
            suggestedName = fileURL.lastPathComponent
            registeredTypeIdentifiers = [UTType.fileURL.identifier]
            items[UTType.fileURL.identifier] = NSData(data: fileURL.dataRepresentation)
        }

        /// A provider of one item under a type identifier.
        public convenience init(item: Any?, typeIdentifier: String?) {
            self.init()
            if let typeIdentifier {
                registeredTypeIdentifiers = [typeIdentifier]
                items[typeIdentifier] = item
            }
        }

        /// What ``loadItem(forTypeIdentifier:options:completionHandler:)`` hands over: the item, or an error.
        public typealias CompletionHandler = ((any NSSecureCoding)?, (any Error)?) -> Void

        /// Hands the item registered under a type identifier to `completionHandler`, at once; an error when none
        /// was.
        ///
        /// - Parameters:
        ///   - typeIdentifier: The type asked for, such as `UTType.fileURL.identifier`.
        ///   - options: Accepted.
        ///   - completionHandler: Receives the item (as registered) or an error.
        open func loadItem(
            forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
            completionHandler: CompletionHandler? = nil
        ) {
            guard registeredTypeIdentifiers.contains(typeIdentifier) else {
                completionHandler?(nil, CocoaError(.fileReadNoSuchFile))
                return
            }
            completionHandler?(items[typeIdentifier] as? any NSSecureCoding, nil)
        }

        /// Whether something of this type identifier was registered.
        open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
            registeredTypeIdentifiers.contains(typeIdentifier)
        }
    }
#endif
