import ConvergenceViews
import Foundation

#if !(canImport(Darwin) && canImport(UIKit))
    /// UIKit's colour names that SwiftUI files reach through `import SwiftUI` on iOS (`Color(.systemGray6)`,
    /// `Color(uiColor: .secondarySystemBackground)`), so such files compile here. Each is only a name: text renders
    /// show no colour, and HTML names it as a class. Not defined where UIKit exists.
    public struct UIColor: Sendable, Hashable {
        let name: String

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

        /// Creates a grey, named as ``Color`` names it.
        ///
        /// - Parameters:
        ///   - white: How light the grey is, from 0 (black) to 1 (white).
        ///   - alpha: The opacity, from 0 to 1.
        public init(white: CGFloat, alpha: CGFloat) {
            name = Color(white: Double(white), opacity: Double(alpha)).styleName
        }

        /// A colour from the asset catalogue, by name.
        ///
        /// - Parameter name: The colour's name, kept as it is; this never fails.
        public init?(named name: String) {
            self.name = name
        }

        init(system name: String) {
            self.name = name
        }

        public static let systemBackground = UIColor(system: "system-background")
        public static let secondarySystemBackground = UIColor(system: "secondary-system-background")
        public static let tertiarySystemBackground = UIColor(system: "tertiary-system-background")
        public static let systemGroupedBackground = UIColor(system: "system-grouped-background")
        public static let secondarySystemGroupedBackground = UIColor(system: "secondary-system-grouped-background")
        public static let tertiarySystemGroupedBackground = UIColor(system: "tertiary-system-grouped-background")
        public static let label = UIColor(system: "label")
        public static let secondaryLabel = UIColor(system: "secondary-label")
        public static let tertiaryLabel = UIColor(system: "tertiary-label")
        public static let quaternaryLabel = UIColor(system: "quaternary-label")
        public static let placeholderText = UIColor(system: "placeholder-text")
        public static let separator = UIColor(system: "separator")
        public static let opaqueSeparator = UIColor(system: "opaque-separator")
        public static let link = UIColor(system: "link")
        public static let systemFill = UIColor(system: "system-fill")
        public static let secondarySystemFill = UIColor(system: "secondary-system-fill")
        public static let tertiarySystemFill = UIColor(system: "tertiary-system-fill")
        public static let quaternarySystemFill = UIColor(system: "quaternary-system-fill")
        public static let systemGray = UIColor(system: "system-gray")
        public static let systemGray2 = UIColor(system: "system-gray2")
        public static let systemGray3 = UIColor(system: "system-gray3")
        public static let systemGray4 = UIColor(system: "system-gray4")
        public static let systemGray5 = UIColor(system: "system-gray5")
        public static let systemGray6 = UIColor(system: "system-gray6")
        public static let systemRed = UIColor(system: "system-red")
        public static let systemOrange = UIColor(system: "system-orange")
        public static let systemYellow = UIColor(system: "system-yellow")
        public static let systemGreen = UIColor(system: "system-green")
        public static let systemMint = UIColor(system: "system-mint")
        public static let systemTeal = UIColor(system: "system-teal")
        public static let systemCyan = UIColor(system: "system-cyan")
        public static let systemBlue = UIColor(system: "system-blue")
        public static let systemIndigo = UIColor(system: "system-indigo")
        public static let systemPurple = UIColor(system: "system-purple")
        public static let systemPink = UIColor(system: "system-pink")
        public static let systemBrown = UIColor(system: "system-brown")
        public static let white = UIColor(system: "white")
        public static let black = UIColor(system: "black")
        public static let clear = UIColor(system: "clear")
        public static let red = UIColor(system: "red")
        public static let green = UIColor(system: "green")
        public static let blue = UIColor(system: "blue")
        public static let gray = UIColor(system: "gray")
        public static let lightGray = UIColor(system: "light-gray")
        public static let darkGray = UIColor(system: "dark-gray")
    }
#endif
