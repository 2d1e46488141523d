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
    /// The placeholder a view type that wraps a platform view is drawn as, or `nil` for any other view type (AppKit
    /// wrappers everywhere but Mac Catalyst).
    static func placeholder(for type: Any.Type) -> PlatformViewPlaceholder? {
        if let wrapper = type as? any UIViewRepresentable.Type { return wrapper.placeholder }
        if let wrapper = type as? any UIViewControllerRepresentable.Type { return wrapper.placeholder }
        #if !(canImport(Darwin) && canImport(AppKit)) || !targetEnvironment(macCatalyst)
            if let wrapper = type as? any NSViewRepresentable.Type { return wrapper.placeholder }
            if let wrapper = type as? any NSViewControllerRepresentable.Type { return wrapper.placeholder }
        #endif
        return nil
    }
}
