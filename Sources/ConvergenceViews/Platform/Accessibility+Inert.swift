import Foundation

// Accessibility structure a text render does not draw: each is accepted with no change in text (the HTML keeps
// the labels, values and hints `Accessibility.swift` maps).

/// A heading's level for assistive technology.
public enum AccessibilityHeadingLevel: UInt, Sendable, Hashable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// Which way an adjustable element was moved.
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    case increment, decrement
}

/// The role of a view in a label–content pair.
public enum AccessibilityLabeledPairRole: Sendable, Hashable {
    case label, content
}

/// The kind of text a view shows, for assistive technology.
public struct AccessibilityTextContentType: Sendable, Hashable {
    let name: String

    public static let plain = AccessibilityTextContentType(name: "plain")
    public static let console = AccessibilityTextContentType(name: "console")
    public static let fileSystem = AccessibilityTextContentType(name: "file-system")
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    public static let sourceCode = AccessibilityTextContentType(name: "source-code")
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    public static let wordProcessing = AccessibilityTextContentType(name: "word-processing")
}

extension View {
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Self { self }

    public func accessibilityInputLabels(_ inputLabels: [Text]) -> Self { self }

    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> Self { self }

    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> Self { self }

    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> Self { self }

    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> Self { self }

    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> Self { self }

    public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> Self { self }

    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> Self { self }

    public func accessibilityCustomContent(_ label: Text, _ value: Text?) -> Self { self }

    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text?) -> Self { self }

    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V) -> Self {
        self
    }

    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> Self { self }

    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> Self { self }

    public func accessibilityLabeledPair<ID: Hashable>(
        role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
    ) -> Self { self }

    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> Self { self }

    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Self { self }

    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true) -> Self { self }
}
