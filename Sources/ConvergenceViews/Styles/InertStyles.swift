// Styles whose looks text renders do not draw: accepted, no change in text. SwiftUI gives these protocols no public
// requirements, so apps use only the built-in styles below, through their static members.

/// How text fields inside look; every field draws alike in text.
@MainActor @preconcurrency public protocol TextFieldStyle {}
/// The platform's default field.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
/// A field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
/// A field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
/// A field with a square border (macOS).
public struct SquareBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

/// How lists inside look; every list draws alike in text.
@MainActor @preconcurrency public protocol ListStyle {}
/// The platform's default list.
public struct DefaultListStyle: ListStyle { public init() {} }
/// A plain list.
public struct PlainListStyle: ListStyle { public init() {} }
/// Sections as separate groups.
public struct GroupedListStyle: ListStyle { public init() {} }
/// Grouped, inset from the edges.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// Inset from the edges.
public struct InsetListStyle: ListStyle { public init() {} }
/// A sidebar's list.
public struct SidebarListStyle: ListStyle { public init() {} }
/// A bordered list (macOS).
public struct BorderedListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
extension ListStyle where Self == BorderedListStyle {
    public static var bordered: BorderedListStyle { BorderedListStyle() }
}

/// How forms inside look; every form draws its sections the same way in text.
@MainActor @preconcurrency public protocol FormStyle {}
/// The platform's default form.
public struct AutomaticFormStyle: FormStyle { public init() {} }
/// Grouped sections, as on iOS.
public struct GroupedFormStyle: FormStyle { public init() {} }
/// Labels in a trailing-aligned column beside their controls (macOS).
public struct ColumnsFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// How date pickers inside look; every date picker draws its date the same way in text.
@MainActor @preconcurrency public protocol DatePickerStyle {}
/// The platform's default date picker.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// A compact field that opens a calendar.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A calendar shown in place.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// Scrolling wheels.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
/// A text field (macOS).
public struct FieldDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
extension DatePickerStyle where Self == FieldDatePickerStyle {
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension View {
    /// How text fields inside look; accepted, no change in text.
    ///
    /// - Parameter style: The style; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> Self { self }

    /// How lists inside look; accepted, no change in text.
    ///
    /// - Parameter style: The style; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func listStyle<S: ListStyle>(_ style: S) -> Self { self }

    /// How forms inside look; accepted, no change in text.
    ///
    /// - Parameter style: `.automatic`, `.grouped` or `.columns`; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func formStyle<S: FormStyle>(_ style: S) -> Self { self }

    /// How date pickers inside look; accepted, no change in text.
    ///
    /// - Parameter style: The style; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> Self { self }
}
