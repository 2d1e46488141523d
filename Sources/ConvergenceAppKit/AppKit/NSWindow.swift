import ConvergenceViews
import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    /// A Mac window, as SwiftUI apps make one for an About box or a panel: its content view (often an
    /// ``NSHostingView``) and look are kept. Ordered front in a render, it shows as a sheet titled with the window's
    /// title, which the sheet's Done button closes, as a presented view controller does. Defined only where AppKit
    /// does not exist.
    @MainActor @preconcurrency
    open class NSWindow: NSResponder {
        /// The window's frame on screen; kept.
        open var frame: NSRect
        /// The window's kind and controls; kept.
        open var styleMask: StyleMask
        /// The window's title.
        open var title = ""
        /// The view filling the window.
        open var contentView: NSView? {
            didSet {
                oldValue?.moveToWindow(nil)
                contentView?.moveToWindow(self)
            }
        }
        /// The controller whose view fills the window; setting it puts its view in.
        open var contentViewController: NSViewController? {
            didSet { contentView = contentViewController?.view }
        }
        /// The window's background; kept.
        open var backgroundColor: NSColor! = .windowBackgroundColor
        /// Whether the title shows; kept.
        open var titleVisibility: TitleVisibility = .visible
        /// Whether the title bar draws its background; kept.
        open var titlebarAppearsTransparent = false
        /// How high the window floats among others; kept.
        open var level: Level = .normal
        /// Whether the window is closed when it is released; kept.
        open var isReleasedWhenClosed = true
        /// Whether the window can be dragged by its background; kept.
        open var isMovableByWindowBackground = false
        /// Whether the window has a shadow; kept.
        open var hasShadow = true
        /// Whether the window is opaque; kept.
        open var isOpaque = true
        /// The responder that gets keyboard events first: the content view, once there is one.
        open var firstResponder: NSResponder? { contentView }
        /// Whether the window is on screen: after ``makeKeyAndOrderFront(_:)`` or ``orderFront(_:)``, until closed.
        open private(set) var isVisible = false
        /// Whether the window takes keyboard input: the same as ``isVisible``.
        open var isKeyWindow: Bool { isVisible }
        /// The controller that manages the window.
        open internal(set) weak var windowController: NSWindowController?

        /// A window with a content rectangle and a style.
        ///
        /// - Parameters:
        ///   - contentRect: The content's frame; kept.
        ///   - style: The window's kind and controls; kept.
        ///   - backingStoreType: How it is drawn off screen; accepted.
        ///   - flag: Whether drawing waits until it shows; accepted.
        public init(
            contentRect: NSRect, styleMask style: StyleMask, backing backingStoreType: BackingStoreType,
            defer flag: Bool
        ) {
            frame = contentRect
            styleMask = style
            super.init()
        }

        /// A titled, closable, resizable window whose content is a controller's view.
        ///
        /// - Parameter contentViewController: The controller; its title becomes the window's.
        public convenience init(contentViewController: NSViewController) {
            self.init(
                contentRect: NSRect(origin: .zero, size: contentViewController.preferredContentSize),
                styleMask: [.titled, .closable, .miniaturizable, .resizable], backing: .buffered, defer: false)
            self.contentViewController = contentViewController
            contentView = contentViewController.view
            title = contentViewController.title ?? ""
        }

        /// Centres the window on screen; accepted.
        open func center() {}

        /// Shows the window in front and makes it key: in a render, the sheet titled with the window's title.
        ///
        /// - Parameter sender: What asked.
        open func makeKeyAndOrderFront(_ sender: Any?) {
            orderFront(sender)
        }

        /// Shows the window in front: in a render, the sheet titled with the window's title.
        ///
        /// - Parameter sender: What asked.
        open func orderFront(_ sender: Any?) {
            isVisible = true
            PlatformServices.present(PresentedController(title: title.isEmpty ? "NSWindow" : title, lines: []))
        }

        /// Takes the window off screen.
        ///
        /// - Parameter sender: What asked.
        open func orderOut(_ sender: Any?) {
            close()
        }

        /// Closes the window, taking its sheet off the render.
        open func close() {
            guard isVisible else { return }
            isVisible = false
            PlatformServices.present(nil)
        }

        /// Closes the window as its close button does.
        ///
        /// - Parameter sender: What asked.
        open func performClose(_ sender: Any?) {
            close()
        }

        /// Changes the content's size; kept in the frame.
        ///
        /// - Parameter size: The new size.
        open func setContentSize(_ size: NSSize) {
            frame.size = size
        }

        /// Moves and resizes the window; kept.
        ///
        /// - Parameters:
        ///   - frameRect: The new frame.
        ///   - flag: Whether to redraw; accepted.
        open func setFrame(_ frameRect: NSRect, display flag: Bool) {
            frame = frameRect
        }

        /// The kind of a window and the controls in its title bar.
        public struct StyleMask: OptionSet, Hashable, Sendable {
            public let rawValue: UInt

            public init(rawValue: UInt) { self.rawValue = rawValue }

            public static let borderless: StyleMask = []
            public static let titled = StyleMask(rawValue: 1 << 0)
            public static let closable = StyleMask(rawValue: 1 << 1)
            public static let miniaturizable = StyleMask(rawValue: 1 << 2)
            public static let resizable = StyleMask(rawValue: 1 << 3)
            public static let utilityWindow = StyleMask(rawValue: 1 << 4)
            public static let docModalWindow = StyleMask(rawValue: 1 << 6)
            public static let nonactivatingPanel = StyleMask(rawValue: 1 << 7)
            public static let unifiedTitleAndToolbar = StyleMask(rawValue: 1 << 12)
            public static let hudWindow = StyleMask(rawValue: 1 << 13)
            public static let fullScreen = StyleMask(rawValue: 1 << 14)
            public static let fullSizeContentView = StyleMask(rawValue: 1 << 15)
        }

        /// How a window is drawn off screen.
        public enum BackingStoreType: UInt, Sendable {
            case retained, nonretained, buffered
        }

        /// Whether a window's title shows.
        public enum TitleVisibility: Int, Sendable {
            case visible, hidden
        }

        /// How high a window floats among others, as a Core Graphics window level.
        public struct Level: Hashable, RawRepresentable, Sendable {
            public let rawValue: Int

            public init(rawValue: Int) { self.rawValue = rawValue }

            public init(_ rawValue: Int) { self.rawValue = rawValue }

            public static let normal = Level(0)
            public static let floating = Level(3)
            public static let submenu = Level(3)
            public static let tornOffMenu = Level(3)
            public static let modalPanel = Level(8)
            public static let mainMenu = Level(24)
            public static let statusBar = Level(25)
            public static let popUpMenu = Level(101)
            public static let screenSaver = Level(1000)
        }
    }

    /// The controller of a Mac window, as apps subclass it for an About box: `AboutWindow().window?.makeKeyAndOrderFront(nil)`.
    @MainActor @preconcurrency
    open class NSWindowController: NSResponder {
        /// The window it manages.
        open var window: NSWindow? {
            didSet { window?.windowController = self }
        }

        /// A controller of a window.
        ///
        /// - Parameter window: The window, or `nil` to set one later.
        public init(window: NSWindow?) {
            self.window = window
            super.init()
            window?.windowController = self
        }

        /// The controller whose view fills the window.
        open var contentViewController: NSViewController? {
            get { window?.contentViewController }
            set { window?.contentViewController = newValue }
        }

        /// Shows the window in front, as ``NSWindow/makeKeyAndOrderFront(_:)`` does.
        ///
        /// - Parameter sender: What asked.
        open func showWindow(_ sender: Any?) {
            window?.makeKeyAndOrderFront(sender)
        }

        /// Closes the window.
        open func close() {
            window?.close()
        }

        /// Called once the window is loaded; does nothing unless overridden.
        open func windowDidLoad() {}
    }
#endif
