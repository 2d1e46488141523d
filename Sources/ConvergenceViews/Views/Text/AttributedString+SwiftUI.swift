import ConvergenceTree
import Foundation

extension AttributeScopes {
    /// The attributes SwiftUI reads from an `AttributedString` given to ``Text``: `string.foregroundColor = .red`,
    /// `string.font = .headline`. Text renders show a run's emphasis (a bold or italic font, strikethrough, underline,
    /// a link); colours, kerning and offsets are kept on the string and name nothing in the render.
    public struct SwiftUIAttributes: AttributeScope {
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let font: FontAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes

        /// A run's text colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// A run's background colour.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// A run's font: a bold or italic one shows as such.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        /// A line through a run.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// A line under a run.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// Extra space between a run's characters, in points.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        /// Extra space between a run's characters, in points, added after ligatures.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        /// How far a run sits above the baseline, in points.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attributes, for `AttributeContainer` and `AttributedString(_:including:)`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// Reaches SwiftUI's attributes as properties: `string.foregroundColor`, `run.font`.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension Text {
    /// How a line under or through text is drawn: text renders draw every style as one line.
    public struct LineStyle: Hashable, Sendable {
        let pattern: Pattern
        let color: Color?

        /// A line of a pattern and colour.
        ///
        /// - Parameters:
        ///   - pattern: Solid, dotted or dashed; text renders draw each as one line.
        ///   - color: The line's colour, or `nil` for the text's.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// How a line is drawn.
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot
        }
    }

    /// The segments an attributed string's runs make, each with its run's emphasis and link.
    static func segments(of attributed: AttributedString) -> [TextSegment] {
        attributed.runs.map { run in
            let text = String(attributed[run.range].characters)
            var traits = TextRun("")
            // Keys by type, not as properties: where UIKit or AppKit is imported their scopes name `font` too.
            typealias SwiftUI = AttributeScopes.SwiftUIAttributes
            if let font = run[SwiftUI.FontAttribute.self] {
                traits.isBold = font.isBold
                traits.isItalic = font.isItalic
                traits.isCode = font.isMonospaced
            }
            if let intent = run[InlineIntentKey.self] {
                traits.isBold = traits.isBold || intent.contains(.stronglyEmphasized)
                traits.isItalic = traits.isItalic || intent.contains(.emphasized)
                traits.isCode = traits.isCode || intent.contains(.code)
                traits.isStrikethrough = traits.isStrikethrough || intent.contains(.strikethrough)
            }
            traits.isStrikethrough = traits.isStrikethrough || run[SwiftUI.StrikethroughStyleAttribute.self] != nil
            traits.isUnderlined = run[SwiftUI.UnderlineStyleAttribute.self] != nil
            traits.link = run[AttributeScopes.FoundationAttributes.LinkAttribute.self]?.absoluteString
            return TextSegment(
                template: text, markdown: false, traits: traits)
        }
    }
}

#if canImport(Darwin)
    /// The key of a run's Markdown emphasis.
    typealias InlineIntentKey = AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute
#else
    /// The emphasis Markdown gives a run of an `AttributedString` (Foundation's type on Apple platforms; defined here
    /// where Foundation lacks it).
    public struct InlinePresentationIntent: OptionSet, Hashable, Sendable, Codable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
        public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
        public static let code = InlinePresentationIntent(rawValue: 1 << 2)
        public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
        public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
        public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
        public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
        public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
    }

    /// The key of a run's Markdown emphasis.
    public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }

    typealias InlineIntentKey = InlinePresentationIntentAttribute

    extension AttributeScopes.FoundationAttributes {
        /// A run's Markdown emphasis, `run.inlinePresentationIntent`, as on Apple platforms.
        public var inlinePresentationIntent: InlinePresentationIntentAttribute.Type {
            InlinePresentationIntentAttribute.self
        }
    }

    extension AttributeDynamicLookup {
        /// Reaches a run's Markdown emphasis as a property: `run.inlinePresentationIntent`.
        public subscript(
            dynamicMember keyPath: KeyPath<AttributeScopes.FoundationAttributes, InlinePresentationIntentAttribute.Type>
        ) -> InlinePresentationIntentAttribute {
            fatalError("only its type is used")
        }
    }

    extension AttributedString {
        /// How Markdown is read into an attributed string (Foundation's type on Apple platforms).
        public struct MarkdownParsingOptions: Hashable, Sendable {
            /// Whether `^[text](attribute: value)` attributes are read; accepted, they are kept as written.
            public var allowsExtendedAttributes: Bool
            /// Which Markdown is read.
            public var interpretedSyntax: InterpretedSyntax
            /// What a parse error does; no input fails here.
            public var failurePolicy: FailurePolicy
            /// The language of the text; kept.
            public var languageCode: String?

            public init(
                allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
            ) {
                self.allowsExtendedAttributes = allowsExtendedAttributes
                self.interpretedSyntax = interpretedSyntax
                self.failurePolicy = failurePolicy
                self.languageCode = languageCode
            }

            /// Which Markdown is read: all of it (paragraph breaks leave no characters, as on Apple platforms),
            /// inline markup only (line breaks become spaces), or inline markup keeping every space and line break.
            public enum InterpretedSyntax: Hashable, Sendable {
                case full, inlineOnly, inlineOnlyPreservingWhitespace
            }

            /// What a parse error does.
            public enum FailurePolicy: Hashable, Sendable {
                case throwError, returnPartiallyParsedIfPossible
            }
        }

        /// An attributed string read from Markdown: `**strong**`, `*emphasis*`, `` `code` ``, `~~struck~~` and
        /// `[links](url)` become runs with their emphasis (`inlinePresentationIntent`) and `link`, as on Apple
        /// platforms; `Text` shows them.
        ///
        /// - Parameters:
        ///   - markdown: The Markdown.
        ///   - options: Which Markdown is read.
        ///   - baseURL: The URL relative links are resolved against.
        public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
            self.init()
            for run in InlineMarkdown.runs(Self.whitespace(of: markdown, for: options.interpretedSyntax)) {
                var part = AttributedString(run.text)
                var intent: InlinePresentationIntent = []
                if run.isBold { intent.insert(.stronglyEmphasized) }
                if run.isItalic { intent.insert(.emphasized) }
                if run.isCode { intent.insert(.code) }
                if run.isStrikethrough { intent.insert(.strikethrough) }
                if !intent.isEmpty { part[InlinePresentationIntentAttribute.self] = intent }
                if let link = run.link { part.link = URL(string: link, relativeTo: baseURL) }
                append(part)
            }
        }

        /// The text Markdown's line breaks leave under a syntax.
        private static func whitespace(
            of markdown: String, for syntax: MarkdownParsingOptions.InterpretedSyntax
        ) -> String {
            switch syntax {
            case .inlineOnlyPreservingWhitespace:
                return markdown
            case .inlineOnly:
                return markdown.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                    .joined(separator: " ")
            case .full:
                return markdown.components(separatedBy: "\n\n")
                    .map {
                        $0.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                            .joined(separator: " ")
                    }
                    .joined()
            }
        }
    }
#endif
