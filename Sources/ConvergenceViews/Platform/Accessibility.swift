import ConvergenceTree
import Foundation

/// How an accessibility element treats its children.
public struct AccessibilityChildBehavior: Sendable, Hashable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// What an element is to assistive technology (a button, a header…).
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// An action assistive technology can perform.
public struct AccessibilityActionKind: Sendable, Hashable {
    let name: String
    init(name: String) { self.name = name }
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magic-tap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "show-menu")
    public init(named name: Text) { self.name = name.content }
}

extension View {
    /// Groups the view into one accessibility element; accepted, no change in text.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
    /// Adds traits; accepted, no change in text.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
    /// Removes traits; accepted, no change in text.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }
    /// Hides the view from assistive technology: no change in text; HTML marks it `aria-hidden="true"`.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedView<Self> {
        annotatingAccessibility { if hidden { $0.isHidden = true } }
    }
    /// A value for assistive technology: no change in text; HTML carries it as `data-accessibility-value`.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedView<Self> {
        let value = valueDescription.content
        return annotatingAccessibility { $0.value = $0.value ?? value }
    }
    /// A value for assistive technology (see ``accessibilityValue(_:)-(Text)``).
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedView<Self> {
        accessibilityValue(Text(valueKey))
    }
    /// A value for assistive technology (see ``accessibilityValue(_:)-(Text)``).
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedView<Self> {
        accessibilityValue(Text(verbatim: String(value)))
    }
    /// A hint for assistive technology: no change in text; HTML carries it as `data-accessibility-hint`.
    public func accessibilityHint(_ hint: Text) -> ModifiedView<Self> {
        let text = hint.content
        return annotatingAccessibility { $0.hint = $0.hint ?? text }
    }
    /// A hint for assistive technology (see ``accessibilityHint(_:)-(Text)``).
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedView<Self> {
        accessibilityHint(Text(hintKey))
    }
    /// A hint for assistive technology (see ``accessibilityHint(_:)-(Text)``).
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedView<Self> {
        accessibilityHint(Text(verbatim: String(hint)))
    }
    /// Shows a large version when the user long-presses; accepted, no change in text.
    public func accessibilityShowsLargeContentViewer() -> Self { self }
    /// Shows the given large version when the user long-presses; accepted, no change in text.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> Self {
        self
    }
    /// Orders the view among its siblings for assistive technology; accepted, no change in text.
    public func accessibilitySortPriority(_ sortPriority: Double) -> Self { self }
    /// An action for assistive technology; accepted, no change in text.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void
    ) -> Self { self }
    /// A named action for assistive technology; accepted, no change in text.
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> Self { self }
    /// A named action for assistive technology; accepted, no change in text.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void)
        -> Self
    { self }
    /// A label for assistive technology from a localized key; HTML renders it as `aria-label`.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedView<Self> {
        accessibilityLabel(Text(labelKey).content)
    }

    /// A label for assistive technology (the older spelling); HTML renders it as `aria-label`.
    public func accessibility(label: Text) -> ModifiedView<Self> { accessibilityLabel(label.content) }
    /// A hint (the older spelling of ``accessibilityHint(_:)-(Text)``).
    public func accessibility(hint: Text) -> ModifiedView<Self> { accessibilityHint(hint) }
    /// Hides the view from assistive technology (the older spelling of ``accessibilityHidden(_:)``).
    public func accessibility(hidden: Bool) -> ModifiedView<Self> { accessibilityHidden(hidden) }
    /// A value (the older spelling of ``accessibilityValue(_:)-(Text)``).
    public func accessibility(value: Text) -> ModifiedView<Self> { accessibilityValue(value) }
    /// Adds traits (the older spelling); accepted, no change in text.
    public func accessibility(addTraits traits: AccessibilityTraits) -> Self { self }
    /// Removes traits (the older spelling); accepted, no change in text.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> Self { self }
    /// An identifier (the older spelling), for steps and HTML.
    public func accessibility(identifier: String) -> ModifiedView<Self> { accessibilityIdentifier(identifier) }
    /// The reading order among siblings (the older spelling); accepted, no change in text.
    public func accessibility(sortPriority: Double) -> Self { self }
    /// Names voice control answers to (the older spelling); accepted, no change in text.
    public func accessibility(inputLabels: [Text]) -> Self { self }
    /// The point a tap activates (the older spelling); accepted, no change in text.
    public func accessibility(activationPoint: UnitPoint) -> Self { self }
    /// The point a tap activates (the older spelling); accepted, no change in text.
    public func accessibility(activationPoint: CGPoint) -> Self { self }
    /// The selection value a tab or picker item stands for (the older spelling); accepted, no change in text.
    public func accessibility(selectionIdentifier: AnyHashable) -> Self { self }
}

extension View {
    /// Sets accessibility annotations on the view's node, joining the annotation around it if there is one.
    func annotatingAccessibility(_ change: @escaping @Sendable (inout AccessibilityNode) -> Void) -> ModifiedView<Self>
    {
        modified(
            .wrap { node in
                var annotation: AccessibilityNode
                if case .accessibility(let existing) = node {
                    annotation = existing
                } else {
                    annotation = AccessibilityNode(content: node)
                }
                change(&annotation)
                return .accessibility(annotation)
            }
        )
    }
}
