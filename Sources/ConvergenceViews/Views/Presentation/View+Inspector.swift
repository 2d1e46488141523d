import Foundation

extension View {
    /// Presents `content` as an inspector while `isPresented` is true. A phone shows an inspector as a sheet, so
    /// it is drawn as one (`\.dismiss` and the dismiss step close it).
    ///
    /// ```swift
    /// .inspector(isPresented: $showsDetails) { PhotoDetails(photo: photo) }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the inspector shows; dismissing it sets it back to `false`.
    ///   - content: The inspector's content.
    /// - Returns: The view, with the inspector as a sheet over its screen while it shows.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        let inspector = content()
        return sheet(isPresented: isPresented) { inspector }
    }

    /// Accepted: inspectors are drawn as sheets, whole.
    ///
    /// - Parameter width: The inspector's width in points; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func inspectorColumnWidth(_ width: CGFloat) -> Self { self }

    /// Accepted: inspectors are drawn as sheets, whole.
    ///
    /// - Parameters:
    ///   - min: The least width in points; accepted as a no-op in text.
    ///   - ideal: The preferred width in points; accepted as a no-op in text.
    ///   - max: The greatest width in points; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> Self { self }
}
