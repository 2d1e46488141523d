import ConvergenceScenarios
import ConvergenceSupport
import Foundation

/// The recorded snapshots of a package: the files under its `__Snapshots__/` folder.
///
/// The store reads snapshots strictly (a file it cannot compare byte for byte is an error, never a pass), writes them
/// atomically (a reader or a concurrent writer sees the old file or the new one, never a mix), and deletes only a
/// stale `.new` beside a snapshot that matches and what ``prune(_:)`` is explicitly given. Every path it takes is
/// relative to ``root`` and must stay inside it.
///
/// ```swift
/// let store = try SnapshotStore()  // <package root>/__Snapshots__, found from the calling file
/// let path = try SnapshotPath.relativePath(feature: "Items", scenario: "loaded")
/// let outcome = try store.check(rendered, at: path, mode: try RecordMode.resolve())
/// ```
public struct SnapshotStore: Sendable {
    /// The `__Snapshots__` folder.
    public let root: URL

    /// The name of the folder that holds a package's snapshots, beside its `Package.swift`.
    public static let folderName = "__Snapshots__"

    /// A store over the snapshot folder `root` (usually named `__Snapshots__`; created when first written to).
    ///
    /// For tools that know where the snapshots are (a CLI given `--root`, tests in a temporary folder).
    ///
    /// ```swift
    /// let store = SnapshotStore(root: URL(fileURLWithPath: "/src/App/__Snapshots__"))
    /// ```
    ///
    /// - Parameter root: The snapshot folder itself, not the package root.
    public init(root: URL) {
        self.root = root.standardizedFileURL
        rootPath = self.root.path
    }

    /// `root.path`, worked out once: every file check starts from it.
    let rootPath: String

    /// The store of the package that contains `filePath`: `<package root>/__Snapshots__`.
    ///
    /// Pass nothing from a test: `#filePath` is the test file, so a user's package gets its own snapshots. Throws
    /// when no folder above the file holds `Package.swift`.
    ///
    /// ```swift
    /// let store = try SnapshotStore()  // in /src/App/Tests/AppTests/ItemTests.swift → /src/App/__Snapshots__
    /// ```
    /// The store of each source file asked about: a file's package does not move while the process runs, so only
    /// the first assertion of a test file walks up to its manifest.
    private static let storesBySourceFile = ProcessMemo<String, SnapshotStore>()

    /// The store in `__Snapshots__` at the root of the package holding `filePath`.
    ///
    /// - Parameter filePath: A file inside the package; the default is the calling file.
    /// - Throws: ``SnapshotStoreError`` (code ``SnapshotStoreError/Code-swift.struct/packageRootNotFound``) when no
    ///   folder above the file holds `Package.swift`.
    public init(packageContaining filePath: String = #filePath) throws {
        if let known = Self.storesBySourceFile[filePath] {
            self = known
            return
        }
        guard let packageRoot = Self.packageRoot(containing: filePath) else {
            throw SnapshotStoreError.packageRootNotFound(filePath: filePath)
        }
        self.init(root: packageRoot.appendingPathComponent(Self.folderName, isDirectory: true))
        Self.storesBySourceFile[filePath] = self
    }

    /// The nearest folder above `filePath` that holds a `Package.swift` file, or nil.
    ///
    /// ```swift
    /// SnapshotStore.packageRoot(containing: "/src/App/Tests/AppTests/ItemTests.swift")  // /src/App
    /// ```
    ///
    /// - Parameter filePath: An absolute file path.
    /// - Returns: The package's root folder, or `nil` when no folder above holds `Package.swift`.
    public static func packageRoot(containing filePath: String) -> URL? {
        PackageRoot.containing(filePath)
    }

    /// The absolute file of a relative snapshot path; throws unless the path stays inside the root.
    ///
    /// Accepted paths are relative, with `/` between non-empty parts that are neither `.` nor `..`, so that no
    /// caller can read, write or delete outside the snapshot folder by mistake.
    ///
    /// ```swift
    /// try store.fileURL(for: "Items/loaded.txt")  // /src/App/__Snapshots__/Items/loaded.txt
    /// try store.fileURL(for: "../Package.swift")  // throws SnapshotStoreError.pathOutsideRoot
    /// ```
    ///
    /// - Parameter relativePath: A path relative to the root, such as `Items/loaded.txt`.
    /// - Returns: The file's absolute URL inside the root.
    public func fileURL(for relativePath: String) throws -> URL {
        // Checked part by part, so it can be appended whole (one URL instead of one per part).
        root.appendingPathComponent(try checkedRelativePath(relativePath))
    }

    /// The file's path on disk, as ``fileURL(for:)`` checks it, without building a URL: what reads and writes use.
    func filePath(for relativePath: String) throws -> String {
        rootPath + "/" + (try checkedRelativePath(relativePath))
    }

    /// `relativePath` when it names a file inside the root: not empty, no NUL, no empty, `.` or `..` part.
    private func checkedRelativePath(_ relativePath: String) throws -> String {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        let isInside =
            !relativePath.isEmpty && !relativePath.contains("\0")
            && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
        guard isInside else {
            throw SnapshotStoreError.pathOutsideRoot(path: relativePath, root: root.path)
        }
        return relativePath
    }

    /// Where a render that differs from `relativePath`, or has no snapshot yet, is left for review.
    ///
    /// ```swift
    /// SnapshotStore.pendingPath(for: "Items/loaded.txt")  // "Items/loaded.txt.new"
    /// ```
    ///
    /// - Parameter relativePath: A snapshot's path relative to the root.
    /// - Returns: The same path with `.new` appended.
    public static func pendingPath(for relativePath: String) -> String {
        relativePath + pendingSuffix
    }

    static let pendingSuffix = ".new"
}
