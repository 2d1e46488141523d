import ConvergenceViews
import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    /// AppKit's colour names that macOS SwiftUI files reach through `import SwiftUI`
    /// (`Color(NSColor.windowBackgroundColor)`, `Color(nsColor: .separatorColor)`), so such files compile here. Each
    /// is only a name: text renders show no colour, and HTML names it as a class. Defined only where AppKit is not.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public struct NSColor: Sendable, Hashable {
        let name: String

        init(system name: String) {
            self.name = name
        }

        /// Creates a colour from components, named as ``Color`` names them.
        ///
        /// - Parameters:
        ///   - red: The red component, from 0 to 1.
        ///   - green: The green component, from 0 to 1.
        ///   - blue: The blue component, from 0 to 1.
        ///   - alpha: The opacity, from 0 to 1.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            name = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)).styleName
        }

        /// Creates a colour from sRGB components, named as ``Color`` names them.
        ///
        /// - Parameters:
        ///   - srgbRed: The red component, from 0 to 1.
        ///   - green: The green component, from 0 to 1.
        ///   - blue: The blue component, from 0 to 1.
        ///   - alpha: The opacity, from 0 to 1.
        public init(srgbRed: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(red: srgbRed, green: green, blue: blue, alpha: alpha)
        }

        /// A colour from the asset catalogue, by name; never `nil` here.
        ///
        /// - Parameter name: The colour's name, kept as it is.
        public init?(named name: String) {
            self.name = name
        }

        /// The colour at an opacity, named with the percentage as ``Color/opacity(_:)`` names it.
        ///
        /// - Parameter alpha: The opacity, from 0 to 1.
        /// - Returns: The colour.
        public func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
            NSColor(system: Color(name).opacity(Double(alpha)).styleName)
        }

        public static let windowBackgroundColor = NSColor(system: "window-background")
        public static let underPageBackgroundColor = NSColor(system: "under-page-background")
        public static let controlBackgroundColor = NSColor(system: "control-background")
        public static let textBackgroundColor = NSColor(system: "text-background")
        public static let controlColor = NSColor(system: "control")
        public static let controlAccentColor = NSColor(system: "control-accent")
        public static let selectedContentBackgroundColor = NSColor(system: "selected-content-background")
        public static let unemphasizedSelectedContentBackgroundColor = NSColor(
            system: "unemphasized-selected-content-background")
        public static let gridColor = NSColor(system: "grid")
        public static let separatorColor = NSColor(system: "separator")
        public static let labelColor = NSColor(system: "label")
        public static let secondaryLabelColor = NSColor(system: "secondary-label")
        public static let tertiaryLabelColor = NSColor(system: "tertiary-label")
        public static let quaternaryLabelColor = NSColor(system: "quaternary-label")
        public static let textColor = NSColor(system: "text")
        public static let placeholderTextColor = NSColor(system: "placeholder-text")
        public static let linkColor = NSColor(system: "link")
        public static let selectedTextBackgroundColor = NSColor(system: "selected-text-background")
        public static let alternatingContentBackgroundColors = [
            NSColor(system: "alternating-content-background-1"), NSColor(system: "alternating-content-background-2"),
        ]
        public static let systemRed = NSColor(system: "system-red")
        public static let systemOrange = NSColor(system: "system-orange")
        public static let systemYellow = NSColor(system: "system-yellow")
        public static let systemGreen = NSColor(system: "system-green")
        public static let systemMint = NSColor(system: "system-mint")
        public static let systemTeal = NSColor(system: "system-teal")
        public static let systemCyan = NSColor(system: "system-cyan")
        public static let systemBlue = NSColor(system: "system-blue")
        public static let systemIndigo = NSColor(system: "system-indigo")
        public static let systemPurple = NSColor(system: "system-purple")
        public static let systemPink = NSColor(system: "system-pink")
        public static let systemBrown = NSColor(system: "system-brown")
        public static let systemGray = NSColor(system: "system-gray")
        public static let white = NSColor(system: "white")
        public static let black = NSColor(system: "black")
        public static let clear = NSColor(system: "clear")
        public static let red = NSColor(system: "red")
        public static let green = NSColor(system: "green")
        public static let blue = NSColor(system: "blue")
        public static let gray = NSColor(system: "gray")
        public static let lightGray = NSColor(system: "light-gray")
        public static let darkGray = NSColor(system: "dark-gray")
    }
#endif
