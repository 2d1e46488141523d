// A Mac app's AppKit helper, written as one is: it imports AppKit and nothing of SwiftUI or Convergence, so it
// compiles only while the AppKit stand-in is whole on its own, with Foundation as Apple's AppKit brings it.
// AppKitOnlyTests runs it.
import AppKit

/// The app's menu, colours and platform calls.
public enum AppKitHelper {
    /// The titles of the File menu the app builds.
    @MainActor public static var fileMenu: [String] {
        let menu = NSMenu(title: "File")
        menu.addItem(withTitle: "Close", action: Selector(("performClose:")), keyEquivalent: "w")
        menu.addItem(withTitle: "Quit", action: Selector(("terminate:")), keyEquivalent: "q")
        return menu.items.map(\.title)
    }

    /// Whether colours are told apart by name, images made by name, and `NSApp` is the shared application.
    @MainActor public static var coloursImagesAndAppBehave: Bool {
        NSColor.windowBackgroundColor != NSColor.labelColor && NSImage(named: "AppIcon") != nil
            && NSApp === NSApplication.shared
    }

    /// Copies a text as a Mac app does and reads it back, leaving the pasteboard empty.
    @MainActor public static func copyAndPaste(_ text: String) -> String? {
        NSPasteboard.general.clearContents()
        NSPasteboard.general.setString(text, forType: .string)
        defer { NSPasteboard.general.clearContents() }
        return NSPasteboard.general.string(forType: .string)
    }
}
