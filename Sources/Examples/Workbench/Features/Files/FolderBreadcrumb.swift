import Convergence

/// Where a folder sits: its path's steps, joined by `›`.
struct FolderBreadcrumb: View {
    let trail: [String]

    var body: some View {
        Label(trail.joined(separator: " › "), systemImage: "folder")
    }
}
