import Foundation

extension CommandContext {
    /// A path given on the command line (`--snapshots DIR`, `--out FILE`) as a standardized file URL: an absolute
    /// path as it is, a relative one inside the working directory.
    ///
    /// The working directory counts as a folder whether or not its URL ends in `/`: resolving against
    /// `URL(fileURLWithPath: "/tmp/x")` directly would put `snaps` at `/tmp/snaps`, beside it.
    ///
    /// ```swift
    /// context.fileURL(forPath: "snaps").path  // "/tmp/x/snaps" for the working directory /tmp/x
    /// ```
    func fileURL(forPath path: String) -> URL {
        let folder = URL(fileURLWithPath: workingDirectory.path, isDirectory: true)
        return URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
    }
}
