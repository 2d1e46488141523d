import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    /// An AppKit view, for the `NSViewRepresentable` wrappers macOS SwiftUI files declare. Text renders never draw
    /// AppKit views (a wrapper shows as a label naming the type), so what is set is kept and changes nothing. Defined
    /// only where AppKit does not exist.
    @MainActor @preconcurrency
    open class NSView: NSResponder {
        /// The view's frame in its superview; kept.
        public var frame: CGRect
        /// The view's own rectangle: its frame's size at the origin.
        public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
        /// The window whose content the view is, or is inside; `nil` until it is put in one.
        public internal(set) weak var window: NSWindow?
        /// The view holding this one.
        public private(set) weak var superview: NSView?
        /// The views inside this one, back to front.
        public private(set) var subviews: [NSView] = []
        /// Whether the view draws into a layer; kept.
        public var wantsLayer = false
        /// Whether the view is hidden; kept.
        public var isHidden = false

        /// A view with a frame.
        ///
        /// - Parameter frameRect: The frame; kept.
        public init(frame frameRect: CGRect) {
            frame = frameRect
            super.init()
        }

        /// A view with an empty frame.
        override public convenience init() {
            self.init(frame: .zero)
        }

        /// The smallest size that fits the view's content; its frame's size, as nothing is measured in points.
        open var fittingSize: NSSize { frame.size }

        /// Puts a view inside this one, in front of the others.
        ///
        /// - Parameter view: The view; it leaves its former superview.
        open func addSubview(_ view: NSView) {
            view.removeFromSuperview()
            subviews.append(view)
            view.superview = self
            view.moveToWindow(window)
        }

        /// Takes the view out of its superview.
        open func removeFromSuperview() {
            superview?.subviews.removeAll { $0 === self }
            superview = nil
            moveToWindow(nil)
        }

        /// Marks the view as needing to be drawn; accepted, as text renders never draw it.
        open var needsDisplay = false

        func moveToWindow(_ newWindow: NSWindow?) {
            window = newWindow
            for subview in subviews { subview.moveToWindow(newWindow) }
        }
    }

    /// An AppKit view controller, for `NSViewControllerRepresentable`.
    @MainActor @preconcurrency
    open class NSViewController: NSResponder {
        /// The controller's view.
        public var view = NSView()
        /// The controller's title; kept.
        open var title: String?
        /// The size the controller would like its view to be; kept.
        open var preferredContentSize: NSSize = .zero
        /// The object the controller shows; kept.
        open var representedObject: Any?

        override public init() {}
    }

    /// The translucent material of a macOS sidebar or window, as wrappers show it behind SwiftUI content.
    @MainActor @preconcurrency
    open class NSVisualEffectView: NSView {
        public var material: Material = .appearanceBased
        public var blendingMode: BlendingMode = .behindWindow
        public var state: State = .followsWindowActiveState
        public var isEmphasized = false

        /// Which material is shown.
        public enum Material: Int, Sendable {
            case appearanceBased, light, dark, titlebar, selection, menu, popover, sidebar, headerView, sheet
            case windowBackground, hudWindow, fullScreenUI, toolTip, contentBackground, underWindowBackground
            case underPageBackground
        }

        /// What the material blurs.
        public enum BlendingMode: Int, Sendable {
            case behindWindow, withinWindow
        }

        /// Whether the material looks active.
        public enum State: Int, Sendable {
            case followsWindowActiveState, active, inactive
        }
    }
#endif
