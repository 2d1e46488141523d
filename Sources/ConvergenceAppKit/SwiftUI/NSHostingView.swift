import ConvergenceViews
import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    /// An AppKit view that hosts a SwiftUI view, as apps put SwiftUI content into a window or a menu item:
    /// `window.contentView = NSHostingView(rootView: AboutView())`. The root view is kept; a window ordered front
    /// shows as a sheet titled with the window's title. Defined only where AppKit does not exist.
    @MainActor @preconcurrency
    open class NSHostingView<Content: View>: NSView {
        /// The SwiftUI view hosted.
        public var rootView: Content

        /// A view hosting a SwiftUI view.
        ///
        /// - Parameter rootView: The SwiftUI view.
        public required init(rootView: Content) {
            self.rootView = rootView
            super.init(frame: .zero)
        }

        /// What the hosting view sizes itself from; kept.
        public var sizingOptions: NSHostingSizingOptions = .standardBounds
    }

    /// An AppKit view controller whose view hosts a SwiftUI view: `NSHostingController(rootView: SettingsView())`.
    @MainActor @preconcurrency
    open class NSHostingController<Content: View>: NSViewController {
        /// The SwiftUI view hosted.
        public var rootView: Content {
            get { hostingView.rootView }
            set { hostingView.rootView = newValue }
        }

        private let hostingView: NSHostingView<Content>

        /// A controller hosting a SwiftUI view.
        ///
        /// - Parameter rootView: The SwiftUI view.
        public init(rootView: Content) {
            hostingView = NSHostingView(rootView: rootView)
            super.init()
            view = hostingView
        }

        /// What the controller sizes its view from; kept.
        public var sizingOptions: NSHostingSizingOptions = .standardBounds
    }

    /// What a hosting view or controller takes its size from.
    public struct NSHostingSizingOptions: OptionSet, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let minSize = NSHostingSizingOptions(rawValue: 1 << 0)
        public static let intrinsicContentSize = NSHostingSizingOptions(rawValue: 1 << 1)
        public static let maxSize = NSHostingSizingOptions(rawValue: 1 << 2)
        public static let preferredContentSize = NSHostingSizingOptions(rawValue: 1 << 3)
        public static let standardBounds: NSHostingSizingOptions = [.minSize, .intrinsicContentSize, .maxSize]
    }
#endif
