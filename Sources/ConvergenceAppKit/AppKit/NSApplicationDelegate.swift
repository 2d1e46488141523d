import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    /// What a Mac app's delegate may implement, as a SwiftUI app declares one through `@NSApplicationDelegateAdaptor`.
    /// Every method is optional. Convergence never launches an app, so none is called. Defined only where AppKit does
    /// not exist.
    @MainActor @preconcurrency
    public protocol NSApplicationDelegate: AnyObject {
        func applicationWillFinishLaunching(_ notification: Notification)
        func applicationDidFinishLaunching(_ notification: Notification)
        func applicationDidBecomeActive(_ notification: Notification)
        func applicationDidResignActive(_ notification: Notification)
        func applicationWillTerminate(_ notification: Notification)
        func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool
        func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply
        func applicationShouldHandleReopen(_ sender: NSApplication, hasVisibleWindows flag: Bool) -> Bool
        func application(_ application: NSApplication, open urls: [URL])
        func applicationDockMenu(_ sender: NSApplication) -> NSMenu?
    }

    extension NSApplicationDelegate {
        public func applicationWillFinishLaunching(_ notification: Notification) {}
        public func applicationDidFinishLaunching(_ notification: Notification) {}
        public func applicationDidBecomeActive(_ notification: Notification) {}
        public func applicationDidResignActive(_ notification: Notification) {}
        public func applicationWillTerminate(_ notification: Notification) {}
        public func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { false }
        public func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply {
            .terminateNow
        }
        public func applicationShouldHandleReopen(_ sender: NSApplication, hasVisibleWindows flag: Bool) -> Bool {
            true
        }
        public func application(_ application: NSApplication, open urls: [URL]) {}
        public func applicationDockMenu(_ sender: NSApplication) -> NSMenu? { nil }
    }

    extension NSApplication {
        /// What a delegate answers when the app is asked to quit.
        public enum TerminateReply: UInt, Sendable {
            case terminateCancel, terminateNow, terminateLater
        }
    }
#endif
