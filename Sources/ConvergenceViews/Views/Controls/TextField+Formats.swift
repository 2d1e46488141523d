import Foundation

extension TextField where Label == Text {
    /// A field editing a value through a format: it shows the value formatted in the environment's locale, and
    /// what is typed is parsed back (text that does not parse leaves the value as it was).
    ///
    /// ```swift
    /// TextField("Amount", value: $amount, format: .number)
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - value: The value the field edits.
    ///   - format: The format style that shows the value and parses typed text, such as `.number`.
    ///   - prompt: The placeholder shown while the field is empty: HTML's `placeholder` and the accessibility outline;
    ///     ASCII draws no placeholder. `nil` by default.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            title: Text(titleKey).content, prompt: prompt?.content, text: .constant(""), isSecure: false,
            formatted: Self.binding(value, format))
    }

    /// A field titled with a string value, editing a value through a format.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - value: The value the field edits.
    ///   - format: The format style that shows the value and parses typed text, such as `.number`.
    ///   - prompt: The placeholder shown while the field is empty: HTML's `placeholder` and the accessibility outline;
    ///     ASCII draws no placeholder. `nil` by default.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            title: String(title), prompt: prompt?.content, text: .constant(""), isSecure: false,
            formatted: Self.binding(value, format))
    }

    private static func binding<F: ParseableFormatStyle>(
        _ value: Binding<F.FormatInput>, _ format: F
    ) -> @MainActor (TextFormatContext) -> Binding<String> where F.FormatOutput == String {
        { context in
            let localized = context.localize(format)
            return Binding(
                get: { localized.format(value.wrappedValue) },
                set: { text in
                    if let parsed = try? localized.parseStrategy.parse(text) { value.wrappedValue = parsed }
                })
        }
    }
}

extension TextField {
    /// A field with a label view; the label's text is the field's title.
    ///
    /// - Parameters:
    ///   - text: The text; typing steps edit it.
    ///   - prompt: The placeholder shown while the field is empty: HTML's `placeholder` and the accessibility outline;
    ///     ASCII draws no placeholder. `nil` by default.
    ///   - label: The label view; its text is the field's title.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let title = ViewTitle.plainText(of: label())
        self.init(title: title, prompt: prompt?.content, text: text, isSecure: false)
    }
}

/// The text of a label view, for titles that must be strings.
@MainActor
enum ViewTitle {
    static func plainText<Content: View>(of view: Content) -> String {
        ViewResolver.resolve(view).plainText
    }
}

/// A multi-line text editor, as SwiftUI's `TextEditor`; drawn as a field without a title. `.type(_:into:)` finds it
/// by its `.accessibilityIdentifier` or `.accessibilityLabel`, or as `"TextEditor"`.
///
/// ```swift
/// TextEditor(text: $notes).frame(height: 120)
/// ```
public struct TextEditor: View {
    let text: Binding<String>

    /// A multi-line text editor; drawn as a text field without a title.
    ///
    /// - Parameter text: The text; typing steps edit it.
    public init(text: Binding<String>) {
        self.text = text
    }

    public var body: some View {
        TextField<Text>(title: "", prompt: nil, text: text, isSecure: false).accessibilityIdentifier("TextEditor")
    }
}
