import Foundation

// Apple's Foundation lets `#Predicate` call `localizedStandardContains`, the search SwiftData apps filter with; Linux's
// Foundation has the string method but not the predicate expression, so the stand-in supplies it.
extension PredicateExpressions {
    /// `root.localizedStandardContains(other)` inside `#Predicate`: whether `root` contains `other`, ignoring case
    /// and diacritics.
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>:
        PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool

        /// The string searched.
        public let root: Root
        /// The string searched for.
        public let other: Other

        /// The expression `root.localizedStandardContains(other)`.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            let text = String(try root.evaluate(bindings))
            let searched = String(try other.evaluate(bindings))
            return text.range(of: searched, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }

    /// What `#Predicate` writes for `root.localizedStandardContains(other)`; the macro fixes its name.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static func build_localizedStandardContains<Root, Other>(
        _ root: Root, _ other: Other
    ) -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
