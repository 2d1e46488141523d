// How windows, their toolbars and menu bar extras look, and how windows resize: text draws no window chrome, so
// these are accepted by the scene modifiers and change nothing. SwiftUI gives the style protocols no public
// requirements, so apps use the built-in styles below, through their static members.

/// How a scene's windows may be resized.
public struct WindowResizability: Sendable {
    let name: String
    /// Settings windows fit their content; others have at least their content's size.
    public static let automatic = WindowResizability(name: "automatic")
    /// Windows take their content's size.
    public static let contentSize = WindowResizability(name: "contentSize")
    /// Windows are at least their content's size.
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// How a scene's windows look (macOS, visionOS).
@MainActor @preconcurrency public protocol WindowStyle {}
/// The platform's default window.
public struct DefaultWindowStyle: WindowStyle { public init() {} }
/// A window whose title bar is hidden.
public struct HiddenTitleBarWindowStyle: WindowStyle { public init() {} }
/// A window with a title bar.
public struct TitleBarWindowStyle: WindowStyle { public init() {} }
/// A window without a background.
public struct PlainWindowStyle: WindowStyle { public init() {} }
/// A 3D volume (visionOS).
public struct VolumetricWindowStyle: WindowStyle { public init() {} }

extension WindowStyle where Self == DefaultWindowStyle {
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}
extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}
extension WindowStyle where Self == TitleBarWindowStyle {
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}
extension WindowStyle where Self == PlainWindowStyle {
    public static var plain: PlainWindowStyle { PlainWindowStyle() }
}
extension WindowStyle where Self == VolumetricWindowStyle {
    public static var volumetric: VolumetricWindowStyle { VolumetricWindowStyle() }
}

/// How a window's toolbar and title bar look (macOS).
@MainActor @preconcurrency public protocol WindowToolbarStyle {}
/// The platform's default toolbar.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle { public init() {} }
/// The title bar above the toolbar.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle { public init() {} }
/// The toolbar and title bar in one row.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    public init() {}
    /// - Parameter showsTitle: Whether the title shows; ignored.
    public init(showsTitle: Bool) {}
}
/// The toolbar and title bar in one compact row.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    public init() {}
    /// - Parameter showsTitle: Whether the title shows; ignored.
    public init(showsTitle: Bool) {}
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
    public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}
extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
    public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}
extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
    /// - Parameter showsTitle: Whether the title shows; ignored.
    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
}
extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle() }
    /// - Parameter showsTitle: Whether the title shows; ignored.
    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
        UnifiedCompactWindowToolbarStyle()
    }
}

/// How a menu bar extra shows its content (macOS).
@MainActor @preconcurrency public protocol MenuBarExtraStyle {}
/// The platform's default: a menu.
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }
/// A pull-down menu.
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }
/// A small window below the menu bar.
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
    public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}
extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
    public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}
extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
    public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}
