import Convergence

/// One item in a folder, as a listing shows it.
public struct FileEntry: Identifiable, Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case folder
        case file
        /// A symbolic link, never followed.
        case link
    }

    /// The item's name within its folder; unique there, so also its identity.
    public var name: String
    public var kind: Kind
    /// The size in bytes for files and links; `nil` for folders, whose own size says nothing useful.
    public var size: Int64?

    public init(name: String, kind: Kind, size: Int64?) {
        self.name = name
        self.kind = kind
        self.size = size
    }

    public var id: String { name }
}
