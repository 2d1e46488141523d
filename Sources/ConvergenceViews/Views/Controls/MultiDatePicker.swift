import ConvergenceTree
import Foundation

/// Several days chosen by the user, as SwiftUI's `MultiDatePicker`.
///
/// A device shows a month calendar with the chosen days marked; the text render shows the label and then each chosen
/// day on its own line, earliest first, in the environment's locale, time zone and calendar (`[Jan 4, 2026]`), or
/// `[ ]` when none is chosen. Days outside `in:` can still be in the selection and are shown; no step picks a day.
///
/// ```swift
/// MultiDatePicker("Dates Available", selection: $dates, in: today...)
/// ```
public struct MultiDatePicker<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let selection: Binding<Set<DateComponents>>

    init(label: Label, selection: Binding<Set<DateComponents>>) {
        self.label = label
        self.selection = selection
    }

    /// A multi-date picker with any label and no limits.
    ///
    /// - Parameters:
    ///   - selection: The chosen days.
    ///   - label: The picker's label.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection)
    }

    /// A multi-date picker with any label, limited to a range of days.
    ///
    /// - Parameters:
    ///   - selection: The chosen days.
    ///   - bounds: The days that can be chosen, up to but not including the range's end.
    ///   - label: The picker's label.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection)
    }

    /// A multi-date picker with any label, limited to days from a first one.
    ///
    /// - Parameters:
    ///   - selection: The chosen days.
    ///   - bounds: The first day that can be chosen.
    ///   - label: The picker's label.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection)
    }

    /// A multi-date picker with any label, limited to days before a date.
    ///
    /// - Parameters:
    ///   - selection: The chosen days.
    ///   - bounds: The days that can be chosen: before the range's end.
    ///   - label: The picker's label.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let format = TextFormatContext(context.environment)
        let days = Self.days(in: selection.wrappedValue, calendar: format.calendar)
        let style = format.localize(Date.FormatStyle(date: .abbreviated, time: .omitted))
        var shown: [String] = []
        for day in days {
            let text = "[\(style.format(day))]"
            if shown.last != text { shown.append(text) }
        }
        let textStyle = context.environment.textStyle
        let lines = (shown.isEmpty ? ["[ ]"] : shown).map { Node.text(TextNode($0, style: textStyle)) }
        let title = context.environment.labelsHidden ? [] : [context.resolveSingle(label, at: "MultiDatePicker")]
        return [.stack(StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: title + lines))]
    }

    /// The chosen days as dates, earliest first; components that name no day are left out.
    static func days(in selection: Set<DateComponents>, calendar: Calendar) -> [Date] {
        selection.compactMap { components -> Date? in
            guard components.day != nil else { return nil }
            return (components.calendar ?? calendar).date(from: components)
        }
        .sorted()
    }
}

extension MultiDatePicker where Label == Text {
    /// A multi-date picker titled with a string literal.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - selection: The chosen days.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(label: Text(titleKey), selection: selection)
    }

    /// A multi-date picker titled with a string literal, limited to a range of days.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - selection: The chosen days.
    ///   - bounds: The days that can be chosen, up to but not including the range's end.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(label: Text(titleKey), selection: selection)
    }

    /// A multi-date picker titled with a string literal, limited to days from a first one.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - selection: The chosen days.
    ///   - bounds: The first day that can be chosen.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(label: Text(titleKey), selection: selection)
    }

    /// A multi-date picker titled with a string literal, limited to days before a date.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - selection: The chosen days.
    ///   - bounds: The days that can be chosen: before the range's end.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(label: Text(titleKey), selection: selection)
    }

    /// A multi-date picker titled with a string value.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - selection: The chosen days.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(label: Text(title), selection: selection)
    }

    /// A multi-date picker titled with a string value, limited to a range of days.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - selection: The chosen days.
    ///   - bounds: The days that can be chosen, up to but not including the range's end.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(label: Text(title), selection: selection)
    }

    /// A multi-date picker titled with a string value, limited to days from a first one.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - selection: The chosen days.
    ///   - bounds: The first day that can be chosen.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(label: Text(title), selection: selection)
    }

    /// A multi-date picker titled with a string value, limited to days before a date.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - selection: The chosen days.
    ///   - bounds: The days that can be chosen: before the range's end.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(label: Text(title), selection: selection)
    }
}
