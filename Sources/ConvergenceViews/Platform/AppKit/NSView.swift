import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    /// An AppKit view, for the `NSViewRepresentable` wrappers macOS SwiftUI files declare. Text renders never draw
    /// AppKit views (a wrapper shows as a label naming the type), so what is set is kept and changes nothing. Defined
    /// only where AppKit does not exist.
    @MainActor @preconcurrency
    open class NSView {
        /// The view's frame in its superview; kept.
        public var frame: CGRect
        /// Whether the view draws into a layer; kept.
        public var wantsLayer = false
        /// Whether the view is hidden; kept.
        public var isHidden = false

        /// A view with a frame.
        ///
        /// - Parameter frameRect: The frame; kept.
        public required init(frame frameRect: CGRect) {
            frame = frameRect
        }

        /// A view with an empty frame.
        public convenience init() {
            self.init(frame: .zero)
        }
    }

    /// An AppKit view controller, for `NSViewControllerRepresentable`.
    @MainActor @preconcurrency
    open class NSViewController {
        /// The controller's view.
        public var view = NSView()

        public init() {}
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
