import ConvergenceViews
import Foundation

// Everywhere but Mac Catalyst: with AppKit's own views, or where AppKit is not, around its stand-ins.
#if !(canImport(Darwin) && canImport(AppKit)) || !targetEnvironment(macCatalyst)
    #if canImport(Darwin) && canImport(AppKit)
        import AppKit
    #endif

    /// An AppKit view wrapped for SwiftUI. Renders show a placeholder naming the wrapped type, `[NSView: MKMapView]`;
    /// the view itself is never made, as text cannot draw it.
    @MainActor @preconcurrency
    public protocol NSViewRepresentable: View, _PlatformViewRepresentable where Body == Never {
        associatedtype NSViewType: NSView
        associatedtype Coordinator = Void
        typealias Context = NSViewRepresentableContext<Self>

        func makeNSView(context: Context) -> NSViewType
        func updateNSView(_ nsView: NSViewType, context: Context)
        static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)
        func makeCoordinator() -> Coordinator
        func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize?
    }

    extension NSViewRepresentable {
        public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}

        public func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize? {
            nil
        }

        /// The kind and type of the wrapped object, which the placeholder drawn in this view's place names.
        public static var _wrappedPlatformObject: (kind: String, type: Any.Type) { ("NSView", NSViewType.self) }
    }

    extension NSViewRepresentable where Coordinator == Void {
        public func makeCoordinator() -> Coordinator { () }
    }

    /// What a ``NSViewRepresentable`` is given when its view is made or updated.
    @MainActor @preconcurrency
    public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
        /// The object `makeCoordinator()` made, which relays the view's events to SwiftUI state.
        public let coordinator: Representable.Coordinator
        /// The transaction of the update, with its animation.
        public let transaction: Transaction
        /// The environment of the view.
        public let environment: EnvironmentValues
    }

    /// An AppKit view controller wrapped for SwiftUI. Renders show a placeholder naming the wrapped type,
    /// `[NSViewController: PDFViewController]`; the controller itself is never made.
    @MainActor @preconcurrency
    public protocol NSViewControllerRepresentable: View, _PlatformViewRepresentable where Body == Never {
        associatedtype NSViewControllerType: NSViewController
        associatedtype Coordinator = Void
        typealias Context = NSViewControllerRepresentableContext<Self>

        func makeNSViewController(context: Context) -> NSViewControllerType
        func updateNSViewController(_ nsViewController: NSViewControllerType, context: Context)
        static func dismantleNSViewController(_ nsViewController: NSViewControllerType, coordinator: Coordinator)
        func makeCoordinator() -> Coordinator
        func sizeThatFits(
            _ proposal: ProposedViewSize, nsViewController: NSViewControllerType, context: Context
        ) -> CGSize?
    }

    extension NSViewControllerRepresentable {
        public static func dismantleNSViewController(
            _ nsViewController: NSViewControllerType, coordinator: Coordinator
        ) {}

        public func sizeThatFits(
            _ proposal: ProposedViewSize, nsViewController: NSViewControllerType, context: Context
        ) -> CGSize? { nil }

        /// The kind and type of the wrapped object, which the placeholder drawn in this view's place names.
        public static var _wrappedPlatformObject: (kind: String, type: Any.Type) {
            ("NSViewController", NSViewControllerType.self)
        }
    }

    extension NSViewControllerRepresentable where Coordinator == Void {
        public func makeCoordinator() -> Coordinator { () }
    }

    /// What a ``NSViewControllerRepresentable`` is given when its controller is made or updated.
    @MainActor @preconcurrency
    public struct NSViewControllerRepresentableContext<Representable: NSViewControllerRepresentable> {
        /// The object `makeCoordinator()` made, which relays the controller's events to SwiftUI state.
        public let coordinator: Representable.Coordinator
        /// The transaction of the update, with its animation.
        public let transaction: Transaction
        /// The environment of the view.
        public let environment: EnvironmentValues
    }
#endif
