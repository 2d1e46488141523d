// `import AppKit` on Linux: Convergence's AppKit stand-ins (NSApplication, NSColor, NSImage, NSPasteboard, NSView and
// NSViewController with their representables), which render as what a SwiftUI screen shows of them.
@_exported import Convergence
