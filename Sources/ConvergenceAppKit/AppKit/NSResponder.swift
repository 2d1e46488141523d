import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    /// AppKit's responder, the root of the application, window, window controller, view and view controller stand-ins.
    /// Defined only where AppKit does not exist, so that macOS SwiftUI files compile.
    @MainActor @preconcurrency
    open class NSResponder: Hashable {
        /// The next responder in the chain; kept.
        open var nextResponder: NSResponder?

        public init() {}

        public nonisolated static func == (lhs: NSResponder, rhs: NSResponder) -> Bool { lhs === rhs }

        public nonisolated func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(self))
        }

        /// Asks the responder to perform an action by its selector: refused (`false`), as without the Objective-C
        /// runtime no method can be found from a selector's name.
        ///
        /// - Parameters:
        ///   - action: The action's selector.
        ///   - object: The action's argument.
        /// - Returns: `false`.
        open func tryToPerform(_ action: Selector, with object: Any?) -> Bool { false }
    }
#endif
