import Foundation

#if canImport(Darwin) && canImport(UniformTypeIdentifiers)
    import UniformTypeIdentifiers
#endif

// Drag and drop through item providers (the older API, and macOS's services): nothing is dragged, dropped,
// imported or exported in a scenario, so each is accepted with no change in text and its actions never run.

extension View {
    /// Accepted: no change in text.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> Self { self }

    /// Accepted: no change in text.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> Self {
        self
    }

    /// Accepted: no change in text.
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
    ) -> Self { self }

    /// Accepted: no change in text.
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
    ) -> Self { self }

    /// Accepted: no change in text.
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> Self { self }

    /// Accepted: no change in text.
    public func importsItemProviders(
        _ contentTypes: [UTType], onImport: @escaping ([NSItemProvider]) -> Bool
    ) -> Self { self }

    /// Accepted: no change in text.
    public func exportsItemProviders(
        _ contentTypes: [UTType], onExport: @escaping () -> [NSItemProvider]
    ) -> Self { self }

    /// Accepted: no change in text.
    public func exportsItemProviders(
        _ contentTypes: [UTType], onExport: @escaping () -> [NSItemProvider],
        onEdit: @escaping ([NSItemProvider]) -> Bool
    ) -> Self { self }
}
