import Foundation

/// Paths between two folders, so that a written package keeps working when the repository around it moves.
enum RelativePath {
    /// The path from folder `base` to `target`, such as `../../MyApp`.
    static func from(_ base: URL, to target: URL) -> String {
        let from = base.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let to = target.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let shared = zip(from, to).prefix { $0 == $1 }.count
        // Folders that share nothing but the root are named absolutely: `../../../work/x` says less than `/work/x`.
        if shared <= 1 { return target.standardizedFileURL.resolvingSymlinksInPath().path }
        let parts = Array(repeating: "..", count: from.count - shared) + to[shared...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
