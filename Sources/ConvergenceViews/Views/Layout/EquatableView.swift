/// A view that SwiftUI redraws only when it changes by its own `==`: `RowView(item: item).equatable()`. A render
/// resolves every view anyway, so it draws its content as it is.
public struct EquatableView<Content: View & Equatable>: View {
    /// The wrapped view.
    public var content: Content

    /// Wraps a view compared with its own `==`.
    ///
    /// - Parameter content: The view.
    public init(content: Content) {
        self.content = content
    }

    public var body: some View { content }
}

extension View where Self: Equatable {
    /// Compares this view with its own `==` before redrawing it; a render draws it as it is.
    ///
    /// - Returns: The view, wrapped.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
