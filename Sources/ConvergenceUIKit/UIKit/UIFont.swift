import ConvergenceViews
import Foundation

#if !(canImport(Darwin) && canImport(UIKit))
    /// A UIKit font, as SwiftUI code passes one to `Font(_:)` or to an appearance proxy's text attributes. `Font(_:)`
    /// gives the SwiftUI font it stands for (`UIFont.systemFont(ofSize: 17, weight: .bold)` is
    /// `.system(size: 17, weight: .bold)`), so text renders and HTML treat it as that font. Defined only where UIKit
    /// does not exist.
    public final class UIFont: Hashable, Sendable {
        /// The SwiftUI font this one stands for.
        let font: Font
        /// The font's size in points.
        public let pointSize: CGFloat
        /// The font's name: `.SFUI-Regular` for the system font, or the name it was made with.
        public let fontName: String

        private init(font: Font, pointSize: CGFloat, fontName: String) {
            self.font = font
            self.pointSize = pointSize
            self.fontName = fontName
        }

        /// A font by its name; never `nil` here, as renders name every font.
        ///
        /// - Parameters:
        ///   - fontName: The font's name, such as `"Avenir-Heavy"`.
        ///   - fontSize: Its size in points.
        public convenience init?(name fontName: String, size fontSize: CGFloat) {
            self.init(font: .custom(fontName, size: fontSize), pointSize: fontSize, fontName: fontName)
        }

        /// The system font at a size.
        public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
            systemFont(ofSize: fontSize, weight: .regular)
        }

        /// The system font at a size and weight.
        public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
            UIFont(
                font: .system(size: fontSize, weight: weight.swiftUIWeight), pointSize: fontSize,
                fontName: ".SFUI-\(weight.swiftUIWeight.rawValue.capitalized)")
        }

        /// The bold system font at a size.
        public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
            systemFont(ofSize: fontSize, weight: .bold)
        }

        /// The italic system font at a size.
        public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
            UIFont(font: .system(size: fontSize).italic(), pointSize: fontSize, fontName: ".SFUI-Italic")
        }

        /// The monospaced system font at a size and weight.
        public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
            UIFont(
                font: .system(size: fontSize, weight: weight.swiftUIWeight, design: .monospaced),
                pointSize: fontSize, fontName: ".SFUIMono-\(weight.swiftUIWeight.rawValue.capitalized)")
        }

        /// The system font with digits of one width, at a size and weight.
        public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
            systemFont(ofSize: fontSize, weight: weight)
        }

        /// The font of a text style, at the default text size.
        public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
            UIFont(font: style.font, pointSize: style.pointSize, fontName: ".SFUI-Regular")
        }

        /// This font at another size.
        public func withSize(_ fontSize: CGFloat) -> UIFont {
            UIFont(font: font, pointSize: fontSize, fontName: fontName)
        }

        public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
            lhs.font == rhs.font && lhs.pointSize == rhs.pointSize && lhs.fontName == rhs.fontName
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(font)
            hasher.combine(pointSize)
        }

        /// How heavy a font's strokes are.
        public struct Weight: Hashable, Sendable, RawRepresentable {
            public let rawValue: CGFloat

            public init(rawValue: CGFloat) { self.rawValue = rawValue }

            public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

            public static let ultraLight = Weight(-0.8)
            public static let thin = Weight(-0.6)
            public static let light = Weight(-0.4)
            public static let regular = Weight(0)
            public static let medium = Weight(0.23)
            public static let semibold = Weight(0.3)
            public static let bold = Weight(0.4)
            public static let heavy = Weight(0.56)
            public static let black = Weight(0.62)

            /// SwiftUI's weight nearest to this one.
            var swiftUIWeight: Font.Weight {
                let steps: [(CGFloat, Font.Weight)] = [
                    (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
                    (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black),
                ]
                return steps.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
            }
        }

        /// A text style: the font SwiftUI's matching `Font` names.
        public struct TextStyle: Hashable, Sendable, RawRepresentable {
            public let rawValue: String

            public init(rawValue: String) { self.rawValue = rawValue }

            public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
            public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
            public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
            public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
            public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
            public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
            public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
            public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
            public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
            public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
            public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

            private static let table: [TextStyle: (Font, CGFloat)] = [
                .largeTitle: (.largeTitle, 34), .title1: (.title, 28), .title2: (.title2, 22),
                .title3: (.title3, 20), .headline: (.headline, 17), .subheadline: (.subheadline, 15),
                .body: (.body, 17), .callout: (.callout, 16), .footnote: (.footnote, 13),
                .caption1: (.caption, 12), .caption2: (.caption2, 11),
            ]

            /// SwiftUI's font of the same style.
            var font: Font { Self.table[self]?.0 ?? .body }
            /// The style's size at the default text size, as on iOS.
            var pointSize: CGFloat { Self.table[self]?.1 ?? 17 }
        }
    }
#endif
