// `import Cocoa` on Linux: AppKit with Foundation, as the umbrella is on macOS.
@_exported import AppKit
@_exported import Foundation
