import Foundation

#if !(canImport(Darwin) && canImport(UIKit))
    // UIKit's bars, lists and controls as far as a SwiftUI app styles them through appearance proxies in a view's
    // `init()`: `UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]`. Text
    // renders draw SwiftUI's own look, so every value set here is kept and changes no render. Defined only where
    // UIKit does not exist.

    /// Distances from a rectangle's edges.
    public struct UIEdgeInsets: Hashable, Sendable {
        public var top: CGFloat
        public var left: CGFloat
        public var bottom: CGFloat
        public var right: CGFloat

        public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// A view that takes touches: the states its looks are set for.
    @MainActor @preconcurrency
    open class UIControl: UIView {
        /// Whether the control takes touches; kept.
        public var isEnabled = true

        /// The states a control's look is set for.
        public struct State: OptionSet, Hashable, Sendable {
            public let rawValue: UInt

            public init(rawValue: UInt) { self.rawValue = rawValue }

            public static let normal = State([])
            public static let highlighted = State(rawValue: 1 << 0)
            public static let disabled = State(rawValue: 1 << 1)
            public static let selected = State(rawValue: 1 << 2)
            public static let focused = State(rawValue: 1 << 3)
        }
    }

    /// Text attributes set per control state, as segmented controls and bar button items keep them.
    @MainActor
    final class StateTextAttributes {
        private var byState: [UInt: [NSAttributedString.Key: Any]] = [:]

        func set(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
            byState[state.rawValue] = attributes
        }

        func attributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
            byState[state.rawValue]
        }
    }

    /// A navigation bar's look; kept, never drawn (a render draws the title over a double rule).
    @MainActor @preconcurrency
    open class UINavigationBar: UIView {
        public var barTintColor: UIColor?
        public var isTranslucent = true
        public var prefersLargeTitles = false
        public var titleTextAttributes: [NSAttributedString.Key: Any]?
        public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
        public var standardAppearance = UINavigationBarAppearance()
        public var scrollEdgeAppearance: UINavigationBarAppearance?
        public var compactAppearance: UINavigationBarAppearance?
        public var compactScrollEdgeAppearance: UINavigationBarAppearance?
        public var shadowImage: UIImage?
        public var backIndicatorImage: UIImage?
        public var backIndicatorTransitionMaskImage: UIImage?

        /// Sets the bar's background image; kept.
        public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}
    }

    /// A tab bar's look; kept, never drawn (a render draws the tab bar as text).
    @MainActor @preconcurrency
    open class UITabBar: UIView {
        public var barTintColor: UIColor?
        public var unselectedItemTintColor: UIColor?
        public var isTranslucent = true
        public var standardAppearance = UITabBarAppearance()
        public var scrollEdgeAppearance: UITabBarAppearance?
        public var backgroundImage: UIImage?
        public var shadowImage: UIImage?
    }

    /// A toolbar's look; kept, never drawn.
    @MainActor @preconcurrency
    open class UIToolbar: UIView {
        public var barTintColor: UIColor?
        public var isTranslucent = true
        public var standardAppearance = UIToolbarAppearance()
        public var scrollEdgeAppearance: UIToolbarAppearance?
        public var compactAppearance: UIToolbarAppearance?
    }

    /// A scrolling view's behaviour; kept, with no effect on a render.
    @MainActor @preconcurrency
    open class UIScrollView: UIView {
        public var keyboardDismissMode: KeyboardDismissMode = .none
        public var bounces = true
        public var alwaysBounceVertical = false
        public var alwaysBounceHorizontal = false
        public var showsVerticalScrollIndicator = true
        public var showsHorizontalScrollIndicator = true
        public var isScrollEnabled = true
        public var contentInset = UIEdgeInsets.zero

        /// When scrolling hides the keyboard.
        public enum KeyboardDismissMode: Int, Sendable {
            case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
        }
    }

    /// A table's look (SwiftUI lists were tables before iOS 16); kept, never drawn.
    @MainActor @preconcurrency
    open class UITableView: UIScrollView {
        public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
        public var separatorColor: UIColor?
        public var separatorInset = UIEdgeInsets.zero
        public var sectionHeaderTopPadding: CGFloat = 0
        public var tableHeaderView: UIView?
        public var tableFooterView: UIView?
        public var backgroundView: UIView?
    }

    /// A table cell's look; kept, never drawn.
    @MainActor @preconcurrency
    open class UITableViewCell: UIView {
        public var selectionStyle: SelectionStyle = .default
        public var selectedBackgroundView: UIView?

        /// How a selected cell looks.
        public enum SelectionStyle: Int, Sendable {
            case none, blue, gray, `default`
        }

        /// How rows are separated.
        public enum SeparatorStyle: Int, Sendable {
            case none, singleLine, singleLineEtched
        }
    }

    /// A collection view's look (SwiftUI lists are collection views since iOS 16); kept, never drawn.
    @MainActor @preconcurrency
    open class UICollectionView: UIScrollView {
        public var backgroundView: UIView?
    }

    /// A text view's look (`TextEditor`); kept, never drawn.
    @MainActor @preconcurrency
    open class UITextView: UIScrollView {
        public var font: UIFont?
        public var textColor: UIColor?
        public var isEditable = true
        public var textContainerInset = UIEdgeInsets.zero
    }

    /// A text field's look (`TextField`); kept, never drawn.
    @MainActor @preconcurrency
    open class UITextField: UIControl {
        public var font: UIFont?
        public var textColor: UIColor?
        public var clearButtonMode: ViewMode = .never

        /// When an overlay view shows.
        public enum ViewMode: Int, Sendable {
            case never, whileEditing, unlessEditing, always
        }
    }

    /// A label's look; kept, never drawn.
    @MainActor @preconcurrency
    open class UILabel: UIView {
        public var font: UIFont?
        public var textColor: UIColor?
        public var numberOfLines = 1
        public var adjustsFontSizeToFitWidth = false
    }

    /// A segmented control's look (`Picker` with `.segmented`); kept, never drawn.
    @MainActor @preconcurrency
    open class UISegmentedControl: UIControl {
        public var selectedSegmentTintColor: UIColor?
        private let titleAttributes = StateTextAttributes()

        /// Sets the segments' text attributes for a state; kept.
        public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
            titleAttributes.set(attributes, for: state)
        }

        /// The segments' text attributes set for a state.
        public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
            titleAttributes.attributes(for: state)
        }
    }

    /// A page control's look (`TabView` with `.page`); kept, never drawn.
    @MainActor @preconcurrency
    open class UIPageControl: UIControl {
        public var currentPageIndicatorTintColor: UIColor?
        public var pageIndicatorTintColor: UIColor?
    }

    /// A switch's look (`Toggle`); kept, never drawn.
    @MainActor @preconcurrency
    open class UISwitch: UIControl {
        public var onTintColor: UIColor?
        public var thumbTintColor: UIColor?
    }

    /// A blurred background's look; kept, never drawn.
    @MainActor @preconcurrency
    open class UIVisualEffectView: UIView {
        public var effect: UIBlurEffect?

        /// A view showing an effect.
        ///
        /// - Parameter effect: The effect; kept.
        public convenience init(effect: UIBlurEffect?) {
            self.init(frame: .zero)
            self.effect = effect
        }
    }

    /// A blur; kept, never drawn.
    public final class UIBlurEffect: Sendable {
        /// The blur's style.
        public let style: Style

        /// A blur of a style.
        ///
        /// - Parameter style: The style.
        public init(style: Style) {
            self.style = style
        }

        /// How strong and how tinted a blur is.
        public enum Style: Int, Sendable {
            case extraLight, light, dark, regular, prominent
            case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
            case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
            case systemThickMaterialLight, systemChromeMaterialLight
            case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
            case systemThickMaterialDark, systemChromeMaterialDark
        }
    }

    /// The sizes a bar is drawn at, for its background images.
    public enum UIBarMetrics: Int, Sendable {
        case `default`, compact, defaultPrompt, compactPrompt
    }

    /// An item of a bar: a bar button item's text attributes, set through its appearance proxy.
    @MainActor @preconcurrency
    open class UIBarItem {
        private let titleAttributes = StateTextAttributes()

        public required init() {}

        /// The object that styles every item of this class: what is set on it is kept and changes no render.
        ///
        /// - Returns: The class's one appearance proxy.
        public static func appearance() -> Self {
            AppearanceProxies.proxy(of: self) { Self() }
        }

        /// Sets the item's text attributes for a state; kept.
        public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
            titleAttributes.set(attributes, for: state)
        }

        /// The item's text attributes set for a state.
        public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
            titleAttributes.attributes(for: state)
        }
    }

    /// A button in a bar (a toolbar item's look); kept, never drawn.
    @MainActor @preconcurrency
    open class UIBarButtonItem: UIBarItem {
        public var tintColor: UIColor?
    }

    /// A bar's background and shadow, as iOS 13 and later style bars.
    @MainActor @preconcurrency
    open class UIBarAppearance {
        public var backgroundColor: UIColor?
        public var backgroundEffect: UIBlurEffect?
        public var backgroundImage: UIImage?
        public var shadowColor: UIColor?
        public var shadowImage: UIImage?

        public init() {}

        /// The translucent default background; kept.
        public func configureWithDefaultBackground() {}
        /// An opaque background of the theme's colour; kept.
        public func configureWithOpaqueBackground() {}
        /// No background and no shadow; kept.
        public func configureWithTransparentBackground() {}
    }

    /// A navigation bar's appearance: its titles' and buttons' text attributes.
    @MainActor @preconcurrency
    open class UINavigationBarAppearance: UIBarAppearance {
        public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
        public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
        public var buttonAppearance = UIBarButtonItemAppearance()
        public var backButtonAppearance = UIBarButtonItemAppearance()
        public var doneButtonAppearance = UIBarButtonItemAppearance()

        /// Sets the back button's arrow; kept.
        public func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
    }

    /// A tab bar's appearance: its items' looks in each layout.
    @MainActor @preconcurrency
    open class UITabBarAppearance: UIBarAppearance {
        public var stackedLayoutAppearance = UITabBarItemAppearance()
        public var inlineLayoutAppearance = UITabBarItemAppearance()
        public var compactInlineLayoutAppearance = UITabBarItemAppearance()
        public var selectionIndicatorTintColor: UIColor?
    }

    /// A toolbar's appearance.
    @MainActor @preconcurrency
    open class UIToolbarAppearance: UIBarAppearance {
        public var buttonAppearance = UIBarButtonItemAppearance()
    }

    /// A tab bar item's look in each state.
    @MainActor @preconcurrency
    open class UITabBarItemAppearance {
        public var normal = UITabBarItemStateAppearance()
        public var selected = UITabBarItemStateAppearance()
        public var disabled = UITabBarItemStateAppearance()
        public var focused = UITabBarItemStateAppearance()

        public init() {}
    }

    /// A tab bar item's look in one state.
    @MainActor @preconcurrency
    open class UITabBarItemStateAppearance {
        public var iconColor: UIColor?
        public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
        public var badgeBackgroundColor: UIColor?

        public init() {}
    }

    /// A bar button item's look in each state.
    @MainActor @preconcurrency
    open class UIBarButtonItemAppearance {
        public var normal = UIBarButtonItemStateAppearance()
        public var highlighted = UIBarButtonItemStateAppearance()
        public var disabled = UIBarButtonItemStateAppearance()
        public var focused = UIBarButtonItemStateAppearance()

        public init() {}
    }

    /// A bar button item's look in one state.
    @MainActor @preconcurrency
    open class UIBarButtonItemStateAppearance {
        public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

        public init() {}
    }
#endif
