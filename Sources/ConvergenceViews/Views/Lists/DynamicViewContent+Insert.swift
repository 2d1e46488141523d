import Foundation

#if canImport(Darwin) && canImport(UniformTypeIdentifiers)
    import UniformTypeIdentifiers
#endif

extension DynamicViewContent {
    /// Accepted: nothing is ever dropped into a scenario's list, so the action never runs; the rows are drawn as
    /// before.
    ///
    /// - Parameters:
    ///   - supportedContentTypes: The kinds of items that may be dropped.
    ///   - action: Never called.
    /// - Returns: The content unchanged.
    public func onInsert(
        of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
    ) -> some DynamicViewContent {
        self
    }
}
