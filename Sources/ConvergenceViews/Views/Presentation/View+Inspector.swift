import Foundation

extension View {
    /// Presents `content` as an inspector while `isPresented` is true. A phone shows an inspector as a sheet, so
    /// it is drawn as one (`\.dismiss` and the dismiss step close it).
    ///
    /// ```swift
    /// .inspector(isPresented: $showsDetails) { PhotoDetails(photo: photo) }
    /// ```
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        let inspector = content()
        return sheet(isPresented: isPresented) { inspector }
    }

    /// Accepted: inspectors are drawn as sheets, whole.
    public func inspectorColumnWidth(_ width: CGFloat) -> Self { self }

    /// Accepted: inspectors are drawn as sheets, whole.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> Self { self }
}
