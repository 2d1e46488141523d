import ConvergenceTree

/// How pickers inside show their options, as SwiftUI's `PickerStyle`; reached through its static members.
///
/// `.segmented`, `.inline`, `.palette` and `.radioGroup` show every option; `.menu`, `.navigationLink`, `.wheel`
/// and `.automatic` show the chosen one.
///
/// ```swift
/// Picker("Theme", selection: $theme) { … }.pickerStyle(.segmented)
/// ```
@MainActor @preconcurrency
public protocol PickerStyle {}

/// A picker style text renders know how to draw.
@MainActor protocol BuiltInPickerStyle {
    var kind: PickerNode.Style { get }
}

/// The platform's default picker.
public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle {
    let kind = PickerNode.Style.automatic
    /// Creates the default picker style.
    public init() {}
}
/// A pop-up menu of the options.
public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle {
    let kind = PickerNode.Style.menu
    /// Creates the menu picker style.
    public init() {}
}
/// A row of segments, one per option.
public struct SegmentedPickerStyle: PickerStyle, BuiltInPickerStyle {
    let kind = PickerNode.Style.segmented
    /// Creates the segmented picker style.
    public init() {}
}
/// The options inline with the surrounding content.
public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyle {
    let kind = PickerNode.Style.inline
    /// Creates the inline picker style.
    public init() {}
}
/// A scrolling wheel; shows the chosen option in text.
public struct WheelPickerStyle: PickerStyle, BuiltInPickerStyle {
    let kind = PickerNode.Style.wheel
    /// Creates the wheel picker style.
    public init() {}
}
/// A row that pushes a list of options; shows the chosen option in text, ending in a chevron.
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInPickerStyle {
    let kind = PickerNode.Style.navigationLink
    /// Creates the navigation link picker style.
    public init() {}
}
/// A palette of options, drawn as segments in text.
public struct PalettePickerStyle: PickerStyle, BuiltInPickerStyle {
    let kind = PickerNode.Style.segmented
    /// Creates the palette picker style.
    public init() {}
}
/// Radio buttons (macOS), drawn inline in text.
public struct RadioGroupPickerStyle: PickerStyle, BuiltInPickerStyle {
    let kind = PickerNode.Style.inline
    /// Creates the radio group picker style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
extension PickerStyle where Self == RadioGroupPickerStyle {
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension View {
    /// How pickers inside show their options.
    ///
    /// - Parameter style: A built-in style, which decides whether every option or only the chosen one shows; any other
    ///   style draws as `.automatic`.
    /// - Returns: This view, with the style passed on to the views inside.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedView<Self> {
        let kind = (style as? any BuiltInPickerStyle)?.kind ?? .automatic
        return transformEnvironment { $0.pickerStyle = kind }
    }
}

private struct PickerStyleKey: EnvironmentKey { static var defaultValue: PickerNode.Style { .automatic } }

extension EnvironmentValues {
    var pickerStyle: PickerNode.Style {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}
