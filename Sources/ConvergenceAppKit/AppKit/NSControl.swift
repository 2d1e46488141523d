import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    /// An AppKit control: a target and an action, a value and a state. The action is never sent in a render, as
    /// without the Objective-C runtime no method can be found from a selector's name. Defined only where AppKit does
    /// not exist.
    @MainActor @preconcurrency
    open class NSControl: NSView {
        /// The object the action is sent to.
        open weak var target: AnyObject?
        /// The action sent to the target; kept, never sent.
        open var action: Selector?
        /// Whether the control takes input; kept.
        open var isEnabled = true
        /// The control's value as text.
        open var stringValue = ""
        /// The control's value as a number; the text read as one.
        open var doubleValue: Double {
            get { Double(stringValue) ?? 0 }
            set { stringValue = String(newValue) }
        }
        /// The control's value as a whole number; the text read as one.
        open var integerValue: Int {
            get { Int(stringValue) ?? Int(doubleValue) }
            set { stringValue = String(newValue) }
        }
        /// The events that send the action; kept.
        public private(set) var actionEventMask: NSEvent.EventTypeMask = .leftMouseUp

        /// Chooses the events that send the action.
        ///
        /// - Parameter mask: The events.
        /// - Returns: The mask the control had before.
        @discardableResult
        open func sendAction(on mask: NSEvent.EventTypeMask) -> Int {
            let previous = actionEventMask
            actionEventMask = mask
            return Int(truncatingIfNeeded: previous.rawValue)
        }

        /// Sends an action to a target: refused (`false`), as no method can be found from a selector's name.
        ///
        /// - Parameters:
        ///   - action: The action.
        ///   - target: The target.
        /// - Returns: `false`.
        @discardableResult
        open func sendAction(_ action: Selector?, to target: Any?) -> Bool { false }

        /// Where a button's image sits against its title.
        public enum ImagePosition: UInt, Sendable {
            case noImage, imageOnly, imageLeft, imageRight, imageBelow, imageAbove, imageOverlaps, imageLeading
            case imageTrailing
        }

        /// A control's on, off or mixed state.
        public struct StateValue: Hashable, RawRepresentable, Sendable {
            public let rawValue: Int

            public init(rawValue: Int) { self.rawValue = rawValue }

            public static let mixed = StateValue(rawValue: -1)
            public static let off = StateValue(rawValue: 0)
            public static let on = StateValue(rawValue: 1)
        }
    }

    /// An AppKit button: a title and an image, whose click sends its action (never, here: see ``NSControl``).
    @MainActor @preconcurrency
    open class NSButton: NSControl {
        /// The button's title.
        open var title = ""
        /// The button's image; kept.
        open var image: NSImage?
        /// Where the image sits against the title; kept.
        open var imagePosition: ImagePosition = .noImage
        /// The button's on or off state.
        open var state: StateValue = .off
        /// The button's tooltip; kept.
        open var toolTip: String?

        /// Clicks the button as a user would: its action cannot be sent without the Objective-C runtime, so this
        /// does nothing.
        ///
        /// - Parameter sender: What clicks.
        open func performClick(_ sender: Any?) {}
    }
#endif
