import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    /// An AppKit menu, as apps build one for a status item or a context: its items are kept in order. It never
    /// opens in a render (a status bar menu is outside any SwiftUI screen). Defined only where AppKit does not exist.
    @MainActor @preconcurrency
    open class NSMenu {
        /// The menu's title.
        open var title: String
        /// The menu's items, top to bottom.
        open private(set) var items: [NSMenuItem] = []
        /// Whether items are enabled by their targets; kept.
        open var autoenablesItems = true
        /// The menu that holds this one as a submenu.
        open internal(set) weak var supermenu: NSMenu?

        /// A menu with a title.
        ///
        /// - Parameter title: The title.
        public init(title: String) {
            self.title = title
        }

        /// A menu with no title.
        public convenience init() {
            self.init(title: "")
        }

        /// The number of items.
        open var numberOfItems: Int { items.count }

        /// Adds an item at the bottom.
        ///
        /// - Parameter newItem: The item; it leaves any menu it was in.
        open func addItem(_ newItem: NSMenuItem) {
            insertItem(newItem, at: items.count)
        }

        /// Adds an item made from a title, an action and a key equivalent at the bottom.
        ///
        /// - Parameters:
        ///   - string: The item's title.
        ///   - selector: The item's action.
        ///   - charCode: The item's key equivalent, or `""`.
        /// - Returns: The new item.
        @discardableResult
        open func addItem(withTitle string: String, action selector: Selector?, keyEquivalent charCode: String)
            -> NSMenuItem
        {
            let item = NSMenuItem(title: string, action: selector, keyEquivalent: charCode)
            addItem(item)
            return item
        }

        /// Inserts an item at a position.
        ///
        /// - Parameters:
        ///   - newItem: The item; it leaves any menu it was in.
        ///   - index: Where, from 0 at the top.
        open func insertItem(_ newItem: NSMenuItem, at index: Int) {
            newItem.menu?.removeItem(newItem)
            items.insert(newItem, at: min(max(0, index), items.count))
            newItem.menu = self
        }

        /// Removes an item.
        ///
        /// - Parameter item: The item.
        open func removeItem(_ item: NSMenuItem) {
            items.removeAll { $0 === item }
            if item.menu === self { item.menu = nil }
        }

        /// Removes the item at a position.
        ///
        /// - Parameter index: The position, from 0 at the top.
        open func removeItem(at index: Int) {
            guard items.indices.contains(index) else { return }
            removeItem(items[index])
        }

        /// Removes every item.
        open func removeAllItems() {
            for item in items { item.menu = nil }
            items = []
        }

        /// The item at a position, or `nil`.
        ///
        /// - Parameter index: The position, from 0 at the top.
        /// - Returns: The item.
        open func item(at index: Int) -> NSMenuItem? {
            items.indices.contains(index) ? items[index] : nil
        }

        /// The first item with a title, or `nil`.
        ///
        /// - Parameter title: The title.
        /// - Returns: The item.
        open func item(withTitle title: String) -> NSMenuItem? {
            items.first { $0.title == title }
        }

        /// The position of an item, or -1.
        ///
        /// - Parameter item: The item.
        /// - Returns: Its position from 0 at the top.
        open func index(of item: NSMenuItem) -> Int {
            items.firstIndex { $0 === item } ?? -1
        }

        /// Opens the menu at a location: refused (`false`), as no menu opens in a render.
        ///
        /// - Parameters:
        ///   - item: The item to put at the location.
        ///   - location: Where.
        ///   - view: The view the location is in.
        /// - Returns: `false`.
        @discardableResult
        open func popUp(positioning item: NSMenuItem?, at location: NSPoint, in view: NSView?) -> Bool { false }
    }

    /// An item of an ``NSMenu``: a title, an action for its target and a key equivalent, or a custom view.
    @MainActor @preconcurrency
    open class NSMenuItem {
        /// The item's title.
        open var title: String
        /// The action sent to ``target`` when chosen; never sent, as no menu opens in a render.
        open var action: Selector?
        /// The object the action is sent to.
        open weak var target: AnyObject?
        /// The key that chooses the item with the modifier mask.
        open var keyEquivalent: String
        /// The modifiers of the key equivalent.
        open var keyEquivalentModifierMask: NSEvent.ModifierFlags = .command
        /// A view drawn instead of the title, such as an ``NSHostingView``; kept.
        open var view: NSView?
        /// A menu opened from the item.
        open var submenu: NSMenu? {
            didSet { submenu?.supermenu = menu }
        }
        /// Whether the item can be chosen; kept.
        open var isEnabled = true
        /// Whether the item is hidden; kept.
        open var isHidden = false
        /// The item's check mark; kept.
        open var state: NSControl.StateValue = .off
        /// The item's image; kept.
        open var image: NSImage?
        /// A number the app tells items apart by.
        open var tag = 0
        /// An object the item stands for.
        open var representedObject: Any?
        /// The item's tooltip; kept.
        open var toolTip: String?
        /// Whether the item is a separator line.
        public let isSeparatorItem: Bool
        /// The menu holding the item.
        open internal(set) weak var menu: NSMenu?

        /// An item with a title, an action and a key equivalent.
        ///
        /// - Parameters:
        ///   - string: The title.
        ///   - selector: The action, sent to the target when chosen.
        ///   - charCode: The key equivalent, or `""`.
        public init(title string: String, action selector: Selector?, keyEquivalent charCode: String) {
            title = string
            action = selector
            keyEquivalent = charCode
            isSeparatorItem = false
        }

        /// An item with no title, action or key equivalent.
        public convenience init() {
            self.init(title: "", action: nil, keyEquivalent: "")
        }

        private init(separator: Void) {
            title = ""
            keyEquivalent = ""
            isSeparatorItem = true
        }

        /// A separator line.
        ///
        /// - Returns: A new separator item.
        open class func separator() -> NSMenuItem {
            NSMenuItem(separator: ())
        }
    }
#endif
