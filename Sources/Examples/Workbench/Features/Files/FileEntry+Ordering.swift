import Convergence

extension FileEntry {
    /// The listing order: folders first, then by name ignoring case, then by exact name so that every order
    /// of the input gives the same result.
    static func listingOrder(_ lhs: FileEntry, _ rhs: FileEntry) -> Bool {
        if (lhs.kind == .folder) != (rhs.kind == .folder) { return lhs.kind == .folder }
        let left = lhs.name.lowercased()
        let right = rhs.name.lowercased()
        if left != right { return left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars) }
        return lhs.name.unicodeScalars.lexicographicallyPrecedes(rhs.name.unicodeScalars)
    }
}

extension Array where Element == FileEntry {
    /// The entries in listing order (``FileEntry/listingOrder(_:_:)``), whatever order they came in.
    func sortedForListing() -> [FileEntry] {
        sorted(by: FileEntry.listingOrder)
    }
}
