import ConvergenceViews
import Foundation

#if canImport(Darwin) && canImport(UIKit)
    import UIKit
#endif

/// A UIKit view wrapped for SwiftUI. Renders show a placeholder naming the wrapped type, `[UIView: MKMapView]`;
/// the view itself is never made, as text cannot draw it.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View, _PlatformViewRepresentable where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? {
        nil
    }

    /// The kind and type of the wrapped object, which the placeholder drawn in this view's place names.
    public static var _wrappedPlatformObject: (kind: String, type: Any.Type) { ("UIView", UIViewType.self) }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a ``UIViewRepresentable`` is given when its view is made or updated.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The object `makeCoordinator()` made, which relays the view's events to SwiftUI state.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update, with its animation.
    public let transaction: Transaction
    /// The environment of the view.
    public let environment: EnvironmentValues
}

/// A UIKit view controller wrapped for SwiftUI. Renders show a placeholder naming the wrapped type,
/// `[UIViewController: SFSafariViewController]`; the controller itself is never made.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View, _PlatformViewRepresentable where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(
        _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
    ) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(
        _ uiViewController: UIViewControllerType, coordinator: Coordinator
    ) {}

    public func sizeThatFits(
        _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
    ) -> CGSize? { nil }

    /// The kind and type of the wrapped object, which the placeholder drawn in this view's place names.
    public static var _wrappedPlatformObject: (kind: String, type: Any.Type) {
        ("UIViewController", UIViewControllerType.self)
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a ``UIViewControllerRepresentable`` is given when its controller is made or updated.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The object `makeCoordinator()` made, which relays the controller's events to SwiftUI state.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update, with its animation.
    public let transaction: Transaction
    /// The environment of the view.
    public let environment: EnvironmentValues
}
