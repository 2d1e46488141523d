import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    /// The Mac's menu bar extras, where apps put a status item: `NSStatusBar.system.statusItem(withLength:)`. The
    /// items are kept, never drawn, as the menu bar is outside every SwiftUI screen. Defined only where AppKit does
    /// not exist.
    @MainActor @preconcurrency
    open class NSStatusBar {
        /// The menu bar's status area.
        public static let system = NSStatusBar()

        /// The items made in this status bar and not removed, in order.
        public private(set) var statusItems: [NSStatusItem] = []

        public init() {}

        /// The height of the status bar in points.
        open var thickness: CGFloat { 22 }

        /// Makes an item in the status bar.
        ///
        /// - Parameter length: Its width in points, or ``NSStatusItem/squareLength`` or
        ///   ``NSStatusItem/variableLength``.
        /// - Returns: The item, with its button.
        open func statusItem(withLength length: CGFloat) -> NSStatusItem {
            let item = NSStatusItem(length: length, statusBar: self)
            statusItems.append(item)
            return item
        }

        /// Takes an item out of the status bar.
        ///
        /// - Parameter item: The item.
        open func removeStatusItem(_ item: NSStatusItem) {
            statusItems.removeAll { $0 === item }
        }
    }

    /// An item in the Mac's menu bar: a button, and a menu it opens.
    @MainActor @preconcurrency
    open class NSStatusItem {
        /// A length as wide as the status bar is high.
        public nonisolated static let squareLength: CGFloat = -2
        /// A length that fits the item's content.
        public nonisolated static let variableLength: CGFloat = -1

        /// The item's width in points, or one of the special lengths.
        open var length: CGFloat
        /// The button that shows the item.
        open private(set) var button: NSStatusBarButton?
        /// The menu the item opens when clicked; kept.
        open var menu: NSMenu?
        /// Whether the item shows; kept.
        open var isVisible = true
        /// The status bar holding the item.
        open private(set) weak var statusBar: NSStatusBar?

        init(length: CGFloat, statusBar: NSStatusBar) {
            self.length = length
            self.statusBar = statusBar
            button = NSStatusBarButton(frame: .zero)
        }
    }

    /// The button of a status item.
    @MainActor @preconcurrency
    open class NSStatusBarButton: NSButton {
        /// Whether the button looks pressed; kept.
        open var appearsDisabled = false
    }
#endif
