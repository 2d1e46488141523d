import ConvergenceTree

/// What stands in a render for a UIKit or AppKit view wrapped in SwiftUI (`UIViewRepresentable` and its kin): a
/// label naming the kind and the wrapped type, `[UIView: MKMapView]`. The wrapped view is never made: text has no
/// pixels to draw it with.
package struct PlatformViewPlaceholder: View, PrimitiveView {
    package typealias Body = Never
    let label: String

    /// A placeholder for a wrapped platform view.
    ///
    /// - Parameters:
    ///   - kind: The kind of wrapped object, such as `UIView` or `NSViewController`.
    ///   - wrappedType: The wrapped object's type.
    package init(kind: String, wrappedType: Any.Type) {
        label = "[\(kind): \(String(describing: wrappedType))]"
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        [.text(TextNode(label))]
    }
}

extension ViewKind {
    /// The placeholder a view type that wraps a platform view is drawn as, or `nil` for any other view type.
    static func placeholder(for type: Any.Type) -> PlatformViewPlaceholder? {
        guard let wrapper = type as? any _PlatformViewRepresentable.Type else { return nil }
        let wrapped = wrapper._wrappedPlatformObject
        return PlatformViewPlaceholder(kind: wrapped.kind, wrappedType: wrapped.type)
    }
}
