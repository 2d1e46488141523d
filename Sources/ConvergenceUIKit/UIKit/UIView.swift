import Foundation

#if !(canImport(Darwin) && canImport(UIKit))
    /// A UIKit view, as SwiftUI code reaches it: the window, and the appearance proxies an app styles in a view's
    /// `init()` (`UITableView.appearance().backgroundColor = .clear`). Text renders never draw UIKit views, so what
    /// is set is kept and changes nothing in a render. Defined only where UIKit does not exist.
    @MainActor @preconcurrency
    open class UIView: UIResponder {
        /// The view's frame in its superview; kept.
        public var frame: CGRect
        /// The view's background; kept.
        public var backgroundColor: UIColor?
        /// The colour of its controls' accents; kept.
        public var tintColor: UIColor?
        /// Whether the view is hidden; kept.
        public var isHidden = false
        /// The view's opacity; kept.
        public var alpha: CGFloat = 1
        /// Whether drawing is cut at the view's edges; kept.
        public var clipsToBounds = false
        /// Whether the view takes touches; kept.
        public var isUserInteractionEnabled = true
        /// The view's light or dark look; kept.
        public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

        /// A view with a frame.
        ///
        /// - Parameter frame: The frame; kept.
        public required init(frame: CGRect) {
            self.frame = frame
        }

        /// A view with an empty frame.
        override public convenience init() {
            self.init(frame: .zero)
        }

        /// The object that styles every view of this class: what is set on it is kept and changes no render.
        ///
        /// - Returns: The class's one appearance proxy.
        public static func appearance() -> Self {
            AppearanceProxies.proxy(of: self) { Self(frame: .zero) }
        }

        /// The proxy styling views of this class inside the given containers; the same one as ``appearance()``.
        ///
        /// - Parameter containerTypes: The containers; accepted.
        /// - Returns: The class's one appearance proxy.
        public static func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> Self {
            appearance()
        }
    }

    /// Whether a view or the app is drawn light or dark.
    public enum UIUserInterfaceStyle: Int, Sendable {
        case unspecified, light, dark
    }

    /// The appearance proxies made so far, one per class.
    @MainActor
    enum AppearanceProxies {
        private static var made: [ObjectIdentifier: AnyObject] = [:]

        static func proxy<Proxy: AnyObject>(of type: Proxy.Type, make: () -> Proxy) -> Proxy {
            if let proxy = made[ObjectIdentifier(type)] as? Proxy { return proxy }
            let proxy = make()
            made[ObjectIdentifier(type)] = proxy
            return proxy
        }
    }

    /// The app's window: its root view controller presents what app code asks it to.
    @MainActor @preconcurrency
    open class UIWindow: UIView {
        /// The controller whose view fills the window; the SwiftUI content.
        public var rootViewController: UIViewController? = UIViewController()

        /// Whether the window takes input: the app's one window does.
        public var isKeyWindow: Bool { true }

        /// Makes the window key and visible; it already is.
        public func makeKeyAndVisible() {}
    }
#endif
