import Convergence

extension FileEntry.Kind {
    /// The symbol a listing row shows.
    var systemImage: String {
        switch self {
        case .folder: "folder"
        case .file: "doc"
        case .link: "link"
        }
    }
}

extension FileEntry {
    /// What the size column shows: the formatted size, or `—` for folders.
    var sizeText: String {
        size.map(ByteCountFormat.string) ?? "—"
    }
}

extension Array where Element == FileEntry {
    /// Counts by kind, e.g. `2 folders, 3 files, 1 link`; kinds with none are left out.
    var kindSummary: String {
        let counts: [(FileEntry.Kind, String)] = [(.folder, "folder"), (.file, "file"), (.link, "link")]
        return counts.compactMap { kind, noun in
            let count = filter { $0.kind == kind }.count
            return count == 0 ? nil : "\(count) \(noun)\(count == 1 ? "" : "s")"
        }
        .joined(separator: ", ")
    }
}
