import ConvergenceTree
import Foundation

// Common SwiftUI containers that text renders draw with the views above, so existing code compiles unchanged.

/// A form: drawn as a `List`.
public struct Form<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

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
    public init<Title: StringProtocol, Value: StringProtocol>(_ title: Title, value: Value) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text {
    public init<Title: StringProtocol>(_ title: Title, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A value shown in a format: `LabeledContent("Total", value: total, format: .currency(code: "USD"))`.
    public init<Title: StringProtocol, F: FormatStyle>(_ title: Title, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension View {
    /// Places a view above or below this one, as an inset bar would sit.
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
    public func id<ID: Hashable>(_ id: ID) -> Self { self }

    /// Accepted for source compatibility; text renders have no tint.
    public func tint(_ tint: Color?) -> Self { self }
}

/// The top or bottom edge.
public enum VerticalEdge: Int8, Sendable, Hashable, CaseIterable {
    case top, bottom
}
