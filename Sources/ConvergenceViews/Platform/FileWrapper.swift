import Foundation

#if !canImport(Darwin)
    /// A file or folder held in memory, as `FileDocument` hands one over, which swift-corelibs-foundation lacks. It
    /// keeps a regular file's contents or a folder's children, and writes them to disk on request. Defined only where
    /// Darwin's Foundation (which has its own) is missing.
    open class FileWrapper {
        /// The contents of a regular file; `nil` for a folder.
        open private(set) var regularFileContents: Data?
        /// The children of a folder by file name; `nil` for a regular file.
        open private(set) var fileWrappers: [String: FileWrapper]?
        /// The name the wrapper would like to be written under.
        open var preferredFilename: String?
        /// The name it was read or written under.
        open var filename: String?
        /// The file's attributes; kept.
        open var fileAttributes: [String: Any] = [:]

        /// A regular file with contents.
        ///
        /// - Parameter contents: The contents.
        public init(regularFileWithContents contents: Data) {
            regularFileContents = contents
        }

        /// A folder with children.
        ///
        /// - Parameter childrenByPreferredName: The children, by file name.
        public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
            fileWrappers = childrenByPreferredName
            for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
                child.preferredFilename = name
            }
        }

        /// The file or folder at a URL, read now.
        ///
        /// - Parameters:
        ///   - url: The file or folder.
        ///   - options: Accepted; everything is read at once.
        public init(url: URL, options: ReadingOptions = []) throws {
            filename = url.lastPathComponent
            preferredFilename = url.lastPathComponent
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
            }
            if isFolder.boolValue {
                var children: [String: FileWrapper] = [:]
                for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                    children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
                }
                fileWrappers = children
            } else {
                regularFileContents = try Data(contentsOf: url)
            }
        }

        /// Whether this is a regular file.
        open var isRegularFile: Bool { regularFileContents != nil }

        /// Whether this is a folder.
        open var isDirectory: Bool { fileWrappers != nil }

        /// Whether this is a symbolic link: never, as none is made or read as one here.
        open var isSymbolicLink: Bool { false }

        /// Adds a child to a folder under its preferred name (made unique with a number when taken).
        ///
        /// - Parameter child: The child.
        /// - Returns: The name it was added under.
        @discardableResult
        open func addFileWrapper(_ child: FileWrapper) -> String {
            let wanted = child.preferredFilename ?? child.filename ?? "Untitled"
            var name = wanted
            var number = 2
            while fileWrappers?[name] != nil {
                name = "\(number) \(wanted)"
                number += 1
            }
            fileWrappers = (fileWrappers ?? [:]).merging([name: child]) { _, new in new }
            child.filename = name
            return name
        }

        /// Adds a regular file to a folder.
        ///
        /// - Parameters:
        ///   - data: The file's contents.
        ///   - fileName: Its preferred name.
        /// - Returns: The name it was added under.
        @discardableResult
        open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
            let child = FileWrapper(regularFileWithContents: data)
            child.preferredFilename = fileName
            return addFileWrapper(child)
        }

        /// Removes a child from a folder.
        ///
        /// - Parameter child: The child.
        open func removeFileWrapper(_ child: FileWrapper) {
            fileWrappers = fileWrappers?.filter { $0.value !== child }
        }

        /// Writes the file or folder to a URL.
        ///
        /// - Parameters:
        ///   - url: Where.
        ///   - options: `.atomic` writes a regular file through a temporary file.
        ///   - originalContentsURL: Where it was read from; accepted.
        open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
            if let regularFileContents {
                try regularFileContents.write(to: url, options: options.contains(.atomic) ? .atomic : [])
            } else if let fileWrappers {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                for (name, child) in fileWrappers.sorted(by: { $0.key < $1.key }) {
                    try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
                }
            }
            filename = url.lastPathComponent
        }

        /// How a wrapper reads from disk.
        public struct ReadingOptions: OptionSet, Sendable {
            public let rawValue: UInt

            public init(rawValue: UInt) { self.rawValue = rawValue }

            public static let immediate = ReadingOptions(rawValue: 1 << 0)
            public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
        }

        /// How a wrapper writes to disk.
        public struct WritingOptions: OptionSet, Sendable {
            public let rawValue: UInt

            public init(rawValue: UInt) { self.rawValue = rawValue }

            public static let atomic = WritingOptions(rawValue: 1 << 0)
            public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
        }
    }
#endif
