#if !canImport(ObjectiveC)
    /// An Objective-C method's name, as AppKit and UIKit take it for a control's or menu item's action:
    /// `Selector(("showPreferencesWindow:"))`. Only the name is kept: Linux has no Objective-C runtime, so nothing
    /// can look a method up by it, and `#selector(…)` and `@objc` do not compile here at all (the compiler refuses
    /// them without Objective-C interoperability). Defined only where the Objective-C runtime is missing.
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The method's name, such as `toggleSidebar:`.
        public let name: String

        /// A selector by name.
        ///
        /// - Parameter name: The method's Objective-C name.
        public init(_ name: String) {
            self.name = name
        }

        public init(stringLiteral value: String) {
            name = value
        }

        public var description: String { name }
    }

    /// The name of a selector, as Foundation's `NSStringFromSelector`.
    ///
    /// - Parameter aSelector: The selector.
    /// - Returns: Its name.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

    /// A selector from its name, as Foundation's `NSSelectorFromString`.
    ///
    /// - Parameter aSelectorName: The name.
    /// - Returns: The selector.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
#endif
