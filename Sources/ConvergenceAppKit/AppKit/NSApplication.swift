import ConvergenceViews
import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    /// The running Mac app, as SwiftUI code reaches it through ``NSApp``: activated, hidden and ended on request,
    /// none of which changes a render. Defined only where AppKit does not exist, so that macOS SwiftUI files compile.
    @MainActor @preconcurrency
    open class NSApplication: NSResponder {
        /// The running app.
        public static let shared = NSApplication()

        override private init() {}

        /// The app's delegate, which an `@NSApplicationDelegateAdaptor` or app code sets; kept, never called.
        public weak var delegate: (any NSApplicationDelegate)?

        /// The app's icon: the asset catalogue's `AppIcon`, drawn as ``Image`` draws its name.
        public var applicationIconImage: NSImage! = NSImage(named: "AppIcon")

        /// The event being handled: `nil`, as no mouse or keyboard event ever reaches a render.
        public var currentEvent: NSEvent? { nil }

        /// The window that takes keyboard input: `nil`, as a render has no AppKit windows on screen.
        public var keyWindow: NSWindow? { nil }

        /// The main window: `nil`, as a render has no AppKit windows on screen.
        public var mainWindow: NSWindow? { nil }

        /// The app's AppKit windows: none in a render.
        public var windows: [NSWindow] { [] }

        /// The app's main menu; kept.
        public var mainMenu: NSMenu?

        /// Sends an action message through the responder chain: refused (`false`), as without the Objective-C
        /// runtime no method can be found from a selector's name.
        ///
        /// - Parameters:
        ///   - action: The action's selector, such as `Selector(("showPreferencesWindow:"))`.
        ///   - target: The object to send it to, or `nil` for the responder chain.
        ///   - sender: What sends it.
        /// - Returns: `false`.
        @discardableResult
        public func sendAction(_ action: Selector, to target: Any?, from sender: Any?) -> Bool { false }

        /// Whether the app shows in the Dock and has a menu bar; kept.
        ///
        /// - Parameter activationPolicy: The policy.
        /// - Returns: `true`.
        @discardableResult
        public func setActivationPolicy(_ activationPolicy: ActivationPolicy) -> Bool {
            self.activationPolicy = activationPolicy
            return true
        }

        /// Whether the app shows in the Dock and has a menu bar.
        public private(set) var activationPolicy: ActivationPolicy = .regular

        /// Runs the app; returns at once, as Convergence has no event loop.
        public func run() {}

        /// Whether an app shows in the Dock and has a menu bar.
        public enum ActivationPolicy: Int, Sendable {
            case regular, accessory, prohibited
        }

        /// Whether the app is frontmost: always here.
        public var isActive: Bool { true }

        /// Brings the app to the front; it already is.
        public func activate() {}

        /// Brings the app to the front; it already is.
        ///
        /// - Parameter ignoringOtherApps: Whether to take the front from other apps; accepted.
        public func activate(ignoringOtherApps: Bool) {}

        /// Hides the app; accepted, as a render has nothing to hide.
        ///
        /// - Parameter sender: What asked.
        public func hide(_ sender: Any?) {}

        /// Ends the app; accepted, so a render goes on (a scenario's tap on Quit never ends the test run).
        ///
        /// - Parameter sender: What asked.
        public func terminate(_ sender: Any?) {}
    }

    /// The running Mac app, AppKit's global: `NSApp.terminate(nil)`.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @preconcurrency @MainActor public var NSApp: NSApplication { NSApplication.shared }

    /// The Mac's workspace, as SwiftUI code opens a URL: `NSWorkspace.shared.open(url)` opens it as `openURL` does
    /// (a render shows the browser sheet). Defined only where AppKit does not exist.
    @MainActor @preconcurrency
    open class NSWorkspace {
        /// The Mac's workspace.
        public static let shared = NSWorkspace()

        private init() {}

        /// Opens a URL as `openURL` does: in a render, the browser sheet shows it.
        ///
        /// - Parameter url: The URL.
        /// - Returns: `true`, as the URL was handed on.
        @discardableResult
        public func open(_ url: URL) -> Bool {
            PlatformServices.open(url)
            return true
        }

        /// Shows files in the Finder; accepted.
        ///
        /// - Parameter fileURLs: The files.
        public func activateFileViewerSelecting(_ fileURLs: [URL]) {}
    }

    /// The mouse pointer's look, as SwiftUI code changes it on hover: `NSCursor.pointingHand.push()`. Accepted: a
    /// text render has no pointer. Defined only where AppKit does not exist.
    @MainActor @preconcurrency
    open class NSCursor {
        private init() {}

        public static let arrow = NSCursor()
        public static let iBeam = NSCursor()
        public static let pointingHand = NSCursor()
        public static let openHand = NSCursor()
        public static let closedHand = NSCursor()
        public static let crosshair = NSCursor()
        public static let resizeLeftRight = NSCursor()
        public static let resizeUpDown = NSCursor()
        public static let operationNotAllowed = NSCursor()

        /// Shows this pointer until it is popped; accepted.
        public func push() {}
        /// Goes back to the pointer before this one; accepted.
        public func pop() {}
        /// Shows this pointer; accepted.
        public func set() {}
        /// Goes back to the pointer before the current one; accepted.
        public static func pop() {}
        /// Hides the pointer; accepted.
        public static func hide() {}
        /// Shows the pointer again; accepted.
        public static func unhide() {}
    }
#endif
