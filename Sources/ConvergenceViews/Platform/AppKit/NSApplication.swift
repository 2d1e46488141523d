import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    /// The running Mac app, as SwiftUI code reaches it through ``NSApp``: activated, hidden and ended on request,
    /// none of which changes a render. Defined only where AppKit does not exist, so that macOS SwiftUI files compile.
    @MainActor @preconcurrency
    open class NSApplication {
        /// The running app.
        public static let shared = NSApplication()

        private init() {}

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
    @MainActor public var NSApp: NSApplication { NSApplication.shared }

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
