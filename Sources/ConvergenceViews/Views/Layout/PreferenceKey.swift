import ConvergenceTree
import Foundation

/// A value views pass up to their ancestors (a scroll offset, a measured height).
///
/// Text renders measure nothing while views resolve, so `.preference` values are accepted and never delivered:
/// an `.onPreferenceChange` action is not called, and a reader sees the key's `defaultValue`.
///
/// ```swift
/// struct OffsetKey: PreferenceKey {
///     static var defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
/// }
/// ```
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Accepted: the value is not passed up in text renders; no change in text.
    ///
    /// - Parameters:
    ///   - key: The preference key; accepted and ignored.
    ///   - value: The value; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> Self { self }

    /// Accepted: preferences are not collected in text renders; no change in text.
    ///
    /// - Parameters:
    ///   - key: The preference key; accepted and ignored.
    ///   - callback: Changes the value; never called.
    /// - Returns: This view, unchanged.
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    )
        -> Self
    { self }

    /// Accepted: the action is never called, since no preference value changes in text renders.
    ///
    /// - Parameters:
    ///   - key: The preference key; accepted and ignored.
    ///   - action: Runs when the value changes; never called.
    /// - Returns: This view, unchanged.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> Self where K.Value: Equatable { self }

    /// Draws views over this one from a preference's value: here its `defaultValue`.
    ///
    /// - Parameters:
    ///   - key: The preference key whose `defaultValue` is passed to `transform`.
    ///   - alignment: Where the drawn views sit over this one.
    ///   - transform: Builds the views from the key's `defaultValue`.
    /// - Returns: This view with the views drawn over it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        overlay(alignment: alignment) { transform(K.defaultValue) }
    }

    /// Draws views under this one from a preference's value: here its `defaultValue`.
    ///
    /// - Parameters:
    ///   - key: The preference key whose `defaultValue` is passed to `transform`.
    ///   - alignment: Where the drawn views sit under this one.
    ///   - transform: Builds the views from the key's `defaultValue`.
    /// - Returns: This view with the views drawn under it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        background(alignment: alignment) { transform(K.defaultValue) }
    }

    /// Accepted: views line up by their stack's alignment in text renders; no change in text.
    ///
    /// - Parameters:
    ///   - g: The guide to move; accepted and ignored.
    ///   - computeValue: Works out the guide's position; never called.
    /// - Returns: This view, unchanged.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> Self {
        self
    }

    /// Accepted: views line up by their stack's alignment in text renders; no change in text.
    ///
    /// - Parameters:
    ///   - g: The guide to move; accepted and ignored.
    ///   - computeValue: Works out the guide's position; never called.
    /// - Returns: This view, unchanged.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> Self {
        self
    }
}

extension ViewDimensions {
    /// Where a horizontal alignment guide falls: 0, half the width or the width.
    ///
    /// - Parameter guide: `.leading`, `.center` or `.trailing`.
    /// - Returns: The guide's distance from the leading edge, in points.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    /// Where a vertical alignment guide falls: 0, half the height or the height.
    ///
    /// - Parameter guide: `.top`, `.center` or `.bottom`.
    /// - Returns: The guide's distance from the top edge, in points.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top: 0
        case .center: height / 2
        case .bottom: height
        }
    }
}
