import Foundation

/// The direction text and stacks run in; text renders run left to right.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft
}

/// The weight the user asked text to have (Bold Text in Settings).
public enum LegibilityWeight: Sendable, Hashable {
    case regular, bold
}

/// Text sizes by their older names; `\.sizeCategory` follows `\.dynamicTypeSize`.
public enum ContentSizeCategory: Sendable, Hashable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

extension ContentSizeCategory: Comparable {}

/// Ends a search, as SwiftUI's `DismissSearchAction`; accepted: a scenario's search field keeps its text.
@MainActor @preconcurrency
public struct DismissSearchAction {
    /// Ends the search; does nothing in a scenario.
    public func callAsFunction() {}
}

/// Opens a window of the app by id or value, as SwiftUI's `OpenWindowAction`. A scenario is one window, so the
/// request is recorded nowhere and nothing opens.
@MainActor @preconcurrency
public struct OpenWindowAction {
    /// Opens the window with an id; does nothing in a scenario.
    ///
    /// - Parameter id: The window group's id.
    public func callAsFunction(id: String) {}
    /// Opens a window presenting a value; does nothing in a scenario.
    ///
    /// - Parameter value: The value the window presents.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Opens the window with an id, presenting a value; does nothing in a scenario.
    ///
    /// - Parameters:
    ///   - id: The window group's id.
    ///   - value: The value the window presents.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// Closes a window of the app, as SwiftUI's `DismissWindowAction`; nothing to close in a scenario.
@MainActor @preconcurrency
public struct DismissWindowAction {
    /// Closes the current window; does nothing in a scenario.
    public func callAsFunction() {}
    /// Closes the window with an id; does nothing in a scenario.
    ///
    /// - Parameter id: The window group's id.
    public func callAsFunction(id: String) {}
    /// Closes the window presenting a value; does nothing in a scenario.
    ///
    /// - Parameter value: The value the window presents.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
}

private struct LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }
private struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 2 } }
private struct LegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { .regular } }
private struct ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct InvertColorsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct VoiceOverEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsFocusedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsLuminanceReducedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct SupportsMultipleWindowsKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Left to right unless a scenario sets it; text renders always run left to right.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Pixels per point: 2, as on most phones.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The width of one pixel in points (`1 / displayScale`).
    public var pixelLength: CGFloat { 1 / max(1, displayScale) }

    /// `.regular` unless a scenario sets `.bold`.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// The text size by its older name, following `\.dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3] }
        set { dynamicTypeSize = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: newValue) ?? 3] }
    }

    /// Reduce Motion: off unless a scenario sets it.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Reduce Transparency: off unless a scenario sets it.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Differentiate Without Colour: off unless a scenario sets it.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Smart Invert: off unless a scenario sets it.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// VoiceOver: off unless a scenario sets it.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }

    /// Whether the nearest focusable view has focus: false unless a scenario sets it.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// Always-on display dimming: false unless a scenario sets it.
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }

    /// A scenario is one window: false unless a scenario sets it.
    public var supportsMultipleWindows: Bool {
        get { self[SupportsMultipleWindowsKey.self] }
        set { self[SupportsMultipleWindowsKey.self] = newValue }
    }

    /// Ends a search; see ``DismissSearchAction``.
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }

    /// Opens a window; nothing opens in a scenario (see ``OpenWindowAction``).
    public var openWindow: OpenWindowAction { OpenWindowAction() }

    /// Closes a window; nothing to close in a scenario.
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}
