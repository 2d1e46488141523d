/// A type that produces previews, as in SwiftUI before `#Preview`: each preview becomes a scenario.
///
/// `ScenarioCatalog/previews(in:filePath:)` finds every provider in the running program with no registration
/// code. A `Group` or `ForEach` of several views is several previews, each its own scenario, named by
/// `.previewDisplayName` (untitled ones are numbered in their file); so are the variants a helper view modifier
/// lists in its body (`content` once light, once dark), as in Xcode.
///
/// ```swift
/// struct ItemsView_Previews: PreviewProvider {
///     static var previews: some View {
///         ItemsView(state: ItemScenarios.loaded()).previewDisplayName("Loaded")
///         ItemsView(state: ItemScenarios.empty()).previewDisplayName("Empty")
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    /// The previews, built afresh for every render.
    @ViewBuilder @MainActor static var previews: Previews { get }
    /// The platform to preview on; accepted, text renders are the same on each.
    @MainActor static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// What the `#Preview` macro expands to: a type the catalog finds at run time, one per preview.
///
/// You do not write these; `#Preview` does. The catalog reads where the preview was written from the static
/// properties and calls ``makePreview()`` on the main actor for every render.
public protocol PreviewRegistry {
    /// `Module/File.swift`, as `#fileID`.
    static var fileID: String { get }
    /// The file's full path, as `#filePath`.
    static var filePath: String { get }
    /// The line of `#Preview`.
    static var line: Int { get }
    /// The column of `#Preview`.
    static var column: Int { get }
    /// Builds the preview.
    ///
    /// - Returns: The preview, with its name, traits and body.
    @MainActor static func makePreview() throws -> Preview
}
