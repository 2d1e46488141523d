import Foundation

// The attribute keys UIKit and AppKit add to Foundation's, which an appearance proxy's or an attributed string's code
// names (`[.font: UIFont.boldSystemFont(ofSize: 17)]`). Declared here, beneath both ConvergenceUIKit and
// ConvergenceAppKit, so that the two stand-ins share one `NSAttributedString.Key.font` and a file importing both
// finds no ambiguity; Linux's Foundation lacks them.
#if !(canImport(Darwin) && canImport(UIKit)) && !(canImport(Darwin) && canImport(AppKit))
    extension NSAttributedString.Key {
        /// The font of a run of text (UIKit and AppKit's key, which Foundation here lacks).
        public static let font = NSAttributedString.Key("NSFont")
        /// The colour of a run of text.
        public static let foregroundColor = NSAttributedString.Key("NSColor")
        /// The background colour of a run of text.
        public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
        /// The extra space between characters.
        public static let kern = NSAttributedString.Key("NSKern")
        /// The underline of a run of text.
        public static let underlineStyle = NSAttributedString.Key("NSUnderline")
        /// The line through a run of text.
        public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
        /// The shadow of a run of text.
        public static let shadow = NSAttributedString.Key("NSShadow")
        /// The distance of a run of text above the baseline.
        public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
        /// The link of a run of text.
        public static let link = NSAttributedString.Key("NSLink")
    }
#endif
