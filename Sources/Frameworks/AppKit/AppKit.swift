// `import AppKit` on Linux: Convergence's AppKit stand-ins (NSApplication, NSColor, NSImage, NSPasteboard, NSView and
// NSViewController with their representables), which render as what a SwiftUI screen shows of them, and Foundation,
// as Apple's AppKit brings it. Nothing of SwiftUI's views: those come with `import SwiftUI`, as on macOS.
@_exported import ConvergenceAppKit
@_exported import Foundation
