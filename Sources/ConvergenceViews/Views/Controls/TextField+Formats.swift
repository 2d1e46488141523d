import Foundation

extension TextField where Label == Text {
    /// A field editing a value through a format: it shows the value formatted in the environment's locale.
    ///
    /// While a scenario types into the field it shows the text as typed. Submitting the field, or a step on another
    /// control (focus leaving the field), parses the text with the format and sets the value; the field then shows the
    /// value formatted again. Text that does not parse leaves the value as it was, so the field goes back to it.
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
    ) -> @MainActor (TextFormatContext) -> FormattedValue where F.FormatOutput == String {
        { context in
            let localized = context.localize(format)
            return FormattedValue(
                text: { localized.format(value.wrappedValue) },
                commit: { text in
                    if let parsed = try? localized.parseStrategy.parse(text) { value.wrappedValue = parsed }
                })
        }
    }

    /// A field editing a value through a `Formatter`, such as a `NumberFormatter`.
    ///
    /// While a scenario types into the field it shows the text as typed; submitting it, or a step on another control,
    /// sets the value from the text with the formatter's `getObjectValue(_:for:errorDescription:)`. Text the formatter
    /// cannot read leaves the value as it was. A locale the app set on the formatter is used, as on a device; a
    /// formatter left at the process's locale shows the render's.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal.
    ///   - value: The value the field edits.
    ///   - formatter: Converts between the value and the text shown.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(titleKey, value: value, formatter: formatter, prompt: nil)
    }

    /// A field editing a value through a `Formatter`, with a placeholder.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal.
    ///   - value: The value the field edits.
    ///   - formatter: Converts between the value and the text shown.
    ///   - prompt: The placeholder shown while the field is empty: HTML's `placeholder` and the accessibility outline.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(
            title: Text(titleKey).content, prompt: prompt?.content, text: .constant(""), isSecure: false,
            formatted: Self.formatting(value, with: formatter))
    }

    /// A field titled with a string value, editing a value through a `Formatter`.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - value: The value the field edits.
    ///   - formatter: Converts between the value and the text shown.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title, value: value, formatter: formatter, prompt: nil)
    }

    /// A field titled with a string value, editing a value through a `Formatter`, with a placeholder.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - value: The value the field edits.
    ///   - formatter: Converts between the value and the text shown.
    ///   - prompt: The placeholder shown while the field is empty: HTML's `placeholder` and the accessibility outline.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(
            title: String(title), prompt: prompt?.content, text: .constant(""), isSecure: false,
            formatted: Self.formatting(value, with: formatter))
    }

    /// A field editing a value through a `Formatter`, with the older editing callbacks.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - value: The value the field edits.
    ///   - formatter: Shows the value and parses typed text.
    ///   - onEditingChanged: Runs when editing begins and ends; text renders do not focus fields, so it never runs.
    ///   - onCommit: Runs when the field is submitted (the submit step).
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.init(titleKey, value: value, formatter: formatter, prompt: nil)
        self.onCommit = onCommit
    }

    /// A field titled with a string value, editing a value through a `Formatter`, with the older editing callbacks.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - value: The value the field edits.
    ///   - formatter: Shows the value and parses typed text.
    ///   - onEditingChanged: Runs when editing begins and ends; text renders do not focus fields, so it never runs.
    ///   - onCommit: Runs when the field is submitted (the submit step).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.init(title, value: value, formatter: formatter, prompt: nil)
        self.onCommit = onCommit
    }

    private static func formatting<V>(
        _ value: Binding<V>, with formatter: Formatter
    ) -> @MainActor (TextFormatContext) -> FormattedValue {
        { context in
            let formatter = context.localize(formatter)
            return FormattedValue(
                text: { formatter.string(for: value.wrappedValue) ?? "" },
                commit: { text in
                    if let parsed = FormatterReading.value(of: text, with: formatter) as V? {
                        value.wrappedValue = parsed
                    }
                })
        }
    }
}

/// Reads typed text with a `Formatter`, as a field bound through one does when editing ends.
///
/// On Apple platforms any formatter reads through `getObjectValue(_:for:errorDescription:)`. Elsewhere Foundation keeps
/// that method internal, so number and date formatters read with `number(from:)` and `date(from:)`, and text typed
/// into a field with another kind of formatter leaves its value as it was.
enum FormatterReading {
    static func value<V>(of text: String, with formatter: Formatter) -> V? {
        #if canImport(Darwin)
            var object: AnyObject?
            guard formatter.getObjectValue(&object, for: text, errorDescription: nil), let object else { return nil }
        #else
            let object: AnyObject
            if let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) {
                object = number
            } else if let dates = formatter as? DateFormatter, let date = dates.date(from: text) {
                object = date as NSDate
            } else {
                return nil
            }
        #endif
        if let value = object as? V { return value }
        // A number formatter hands back an NSNumber, which does not cast to every Swift number type.
        if let number = object as? NSNumber { return Self.number(number) }
        return nil
    }

    private static func number<V>(_ number: NSNumber) -> V? {
        switch V.self {
        case is Double.Type: number.doubleValue as? V
        case is Float.Type: number.floatValue as? V
        case is Int.Type: number.intValue as? V
        case is Decimal.Type: number.decimalValue as? V
        default: nil
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
