import ConvergenceTree
import Foundation

// Common SwiftUI containers that text renders draw with the views above, so existing code compiles unchanged.

/// A form: drawn as a `List`.
public struct Form<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// Creates a form from its rows, drawn as a ``List``.
    ///
    /// - Parameter content: The form's rows and sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        context.resolve(List { content }, at: "Form")
    }
}

/// A label beside a value, the value pushed to the trailing edge.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content

    /// Creates a label beside its content, the content pushed to the trailing edge.
    ///
    /// - Parameters:
    ///   - content: The value shown at the trailing edge.
    ///   - label: The label shown at the leading edge.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let label = self.label
        let content = self.content
        return context.resolve(
            HStack {
                label
                Spacer()
                content
            },
            at: "LabeledContent"
        )
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a title beside a text value.
    ///
    /// - Parameters:
    ///   - title: The label shown at the leading edge.
    ///   - value: The text shown at the trailing edge.
    public init<Title: StringProtocol, Value: StringProtocol>(_ title: Title, value: Value) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text {
    /// Creates a title beside views of your own.
    ///
    /// - Parameters:
    ///   - title: The label shown at the leading edge.
    ///   - content: The views shown at the trailing edge.
    public init<Title: StringProtocol>(_ title: Title, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A value shown in a format: `LabeledContent("Total", value: total, format: .currency(code: "USD"))`.
    ///
    /// - Parameters:
    ///   - title: The label shown at the leading edge.
    ///   - value: The value to format.
    ///   - format: The format that turns the value into the text shown at the trailing edge.
    public init<Title: StringProtocol, F: FormatStyle>(_ title: Title, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension View {
    /// Places a view above or below this one, as an inset bar would sit.
    ///
    /// - Parameters:
    ///   - edge: `.top` draws the inset above this view, `.bottom` below it.
    ///   - alignment: How the inset and this view line up across the width.
    ///   - spacing: The gap between the inset and this view, in points (16 points make a row); `nil` leaves no gap.
    ///   - content: The views to place at the edge.
    /// - Returns: A vertical stack of the inset and this view.
    public func safeAreaInset<Inset: View>(
        edge: VerticalEdge,
        alignment: HorizontalAlignment = .center,
        spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Inset
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }

    /// Accepted for source compatibility; the view's identity in text renders is its position.
    ///
    /// - Parameter id: The identity; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func id<ID: Hashable>(_ id: ID) -> Self { self }

    /// Accepted for source compatibility; text renders have no tint.
    ///
    /// - Parameter tint: The tint colour; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func tint(_ tint: Color?) -> Self { self }
}

/// The top or bottom edge.
public enum VerticalEdge: Int8, Sendable, Hashable, CaseIterable {
    case top, bottom
}
