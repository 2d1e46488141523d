/// A view that stands for a wrapped UIKit or AppKit object: what `UIViewRepresentable`, `NSViewRepresentable` and
/// their controller kin (in ConvergenceUIKit and ConvergenceAppKit) have in common for the resolver, which draws such
/// a view as a placeholder naming the object and never evaluates its body.
///
/// Public only because those protocols refine it and a public protocol cannot refine a `package` one; an app never
/// conforms to it directly, and the underscore keeps it out of completion, as SwiftUI's own `_`-names are.
@MainActor @preconcurrency
public protocol _PlatformViewRepresentable {
    /// The kind of wrapped object, such as `UIView` or `NSViewController`, and the wrapped object's type: the
    /// placeholder reads `[UIView: MKMapView]`.
    static var _wrappedPlatformObject: (kind: String, type: Any.Type) { get }
}
