import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    /// A mouse or keyboard event, as AppKit code reads ``NSApplication/currentEvent``: no event ever reaches a
    /// render, so there are none to read, but code that switches on an event's type compiles. Defined only where
    /// AppKit does not exist.
    @MainActor @preconcurrency
    open class NSEvent {
        /// The kind of event.
        public let type: EventType
        /// The modifier keys held.
        public let modifierFlags: ModifierFlags
        /// Where the event happened in its window.
        public let locationInWindow: NSPoint
        /// The characters typed, for a key event.
        public let characters: String?
        /// The number of clicks, for a mouse event.
        public let clickCount: Int

        init(type: EventType, modifierFlags: ModifierFlags = [], characters: String? = nil, clickCount: Int = 0) {
            self.type = type
            self.modifierFlags = modifierFlags
            locationInWindow = .zero
            self.characters = characters
            self.clickCount = clickCount
        }

        /// The modifier keys held now: none, as no keyboard reaches a render.
        public static var modifierFlags: ModifierFlags { [] }

        /// The kinds of event.
        public enum EventType: UInt, Sendable {
            case leftMouseDown = 1
            case leftMouseUp, rightMouseDown, rightMouseUp, mouseMoved, leftMouseDragged
            case rightMouseDragged, mouseEntered, mouseExited, keyDown, keyUp, flagsChanged, appKitDefined
            case systemDefined, applicationDefined, periodic, cursorUpdate
            case scrollWheel = 22
            case otherMouseDown = 25
            case otherMouseUp, otherMouseDragged
        }

        /// A set of event kinds, as controls and monitors choose the events they take.
        public struct EventTypeMask: OptionSet, Hashable, Sendable {
            public let rawValue: UInt64

            public init(rawValue: UInt64) { self.rawValue = rawValue }

            public static let leftMouseDown = EventTypeMask(rawValue: 1 << 1)
            public static let leftMouseUp = EventTypeMask(rawValue: 1 << 2)
            public static let rightMouseDown = EventTypeMask(rawValue: 1 << 3)
            public static let rightMouseUp = EventTypeMask(rawValue: 1 << 4)
            public static let mouseMoved = EventTypeMask(rawValue: 1 << 5)
            public static let leftMouseDragged = EventTypeMask(rawValue: 1 << 6)
            public static let rightMouseDragged = EventTypeMask(rawValue: 1 << 7)
            public static let mouseEntered = EventTypeMask(rawValue: 1 << 8)
            public static let mouseExited = EventTypeMask(rawValue: 1 << 9)
            public static let keyDown = EventTypeMask(rawValue: 1 << 10)
            public static let keyUp = EventTypeMask(rawValue: 1 << 11)
            public static let flagsChanged = EventTypeMask(rawValue: 1 << 12)
            public static let scrollWheel = EventTypeMask(rawValue: 1 << 22)
            public static let otherMouseDown = EventTypeMask(rawValue: 1 << 25)
            public static let otherMouseUp = EventTypeMask(rawValue: 1 << 26)
            public static let otherMouseDragged = EventTypeMask(rawValue: 1 << 27)
            public static let any = EventTypeMask(rawValue: .max)
        }

        /// The modifier keys of an event.
        public struct ModifierFlags: OptionSet, Hashable, Sendable {
            public let rawValue: UInt

            public init(rawValue: UInt) { self.rawValue = rawValue }

            public static let capsLock = ModifierFlags(rawValue: 1 << 16)
            public static let shift = ModifierFlags(rawValue: 1 << 17)
            public static let control = ModifierFlags(rawValue: 1 << 18)
            public static let option = ModifierFlags(rawValue: 1 << 19)
            public static let command = ModifierFlags(rawValue: 1 << 20)
            public static let numericPad = ModifierFlags(rawValue: 1 << 21)
            public static let help = ModifierFlags(rawValue: 1 << 22)
            public static let function = ModifierFlags(rawValue: 1 << 23)
            public static let deviceIndependentFlagsMask = ModifierFlags(rawValue: 0xffff_0000)
        }
    }
#endif
