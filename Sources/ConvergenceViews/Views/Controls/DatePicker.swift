import ConvergenceTree
import Foundation

/// Which parts of a date a `DatePicker` edits.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// A set of components from its bits; prefer ``date`` and ``hourAndMinute``.
    ///
    /// - Parameter rawValue: The bits: 1 hour and minute, 2 date.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

/// A date chosen by the user, as SwiftUI's `DatePicker`; a `.pickDate(_:in:)` step sets it.
///
/// Drawn as its label and the date in the environment's locale and time zone (`Due [Jan 1, 2026]`), never the
/// process's.
///
/// ```swift
/// DatePicker("Check-in", selection: $checkIn, in: today..., displayedComponents: .date)
/// ```
public struct DatePicker<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    public typealias Components = DatePickerComponents
    let label: Label
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents

    init(label: Label, selection: Binding<Date>, range: ClosedRange<Date>?, components: DatePickerComponents) {
        self.label = label
        self.selection = selection
        self.range = range
        self.components = components
    }

    /// A date picker with any label and no limits.
    ///
    /// - Parameters:
    ///   - selection: The date shown; a `.pickDate(_:in:)` step sets it.
    ///   - displayedComponents: Which parts to show and edit: `.date`, `.hourAndMinute`, or both (the default).
    ///   - label: The picker's label.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, range: nil, components: displayedComponents)
    }

    /// A date picker with any label, limited to a range.
    ///
    /// - Parameters:
    ///   - selection: The date shown; a `.pickDate(_:in:)` step sets it.
    ///   - range: The dates allowed; a step's date outside it is clamped to the nearer end.
    ///   - displayedComponents: Which parts to show and edit: `.date`, `.hourAndMinute`, or both (the default).
    ///   - label: The picker's label.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, range: range, components: displayedComponents)
    }

    /// A date picker with any label, limited to dates from a first one.
    ///
    /// - Parameters:
    ///   - selection: The date shown; a `.pickDate(_:in:)` step sets it.
    ///   - range: The dates allowed; a step's date outside it is clamped to the nearer end.
    ///   - displayedComponents: Which parts to show and edit: `.date`, `.hourAndMinute`, or both (the default).
    ///   - label: The picker's label.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label(), selection: selection, range: range.lowerBound...Date.distantFuture,
            components: displayedComponents)
    }

    /// A date picker with any label, limited to dates up to a last one.
    ///
    /// - Parameters:
    ///   - selection: The date shown; a `.pickDate(_:in:)` step sets it.
    ///   - range: The dates allowed; a step's date outside it is clamped to the nearer end.
    ///   - displayedComponents: Which parts to show and edit: `.date`, `.hourAndMinute`, or both (the default).
    ///   - label: The picker's label.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label(), selection: selection, range: Date.distantPast...range.upperBound,
            components: displayedComponents)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let format = TextFormatContext(context.environment)
        let style: Date.FormatStyle
        switch (components.contains(.date), components.contains(.hourAndMinute)) {
        case (true, false): style = Date.FormatStyle(date: .abbreviated, time: .omitted)
        case (false, true): style = Date.FormatStyle(date: .omitted, time: .shortened)
        default: style = Date.FormatStyle(date: .abbreviated, time: .shortened)
        }
        let date = selection.wrappedValue
        let isEnabled = context.environment.isEnabled
        let box = MainActorBox((selection, range))
        let scope = context.scope
        let set = NodeInput<Double> { seconds in
            RenderScope.$current.withValue(scope) {
                let (binding, range) = box.value
                let wanted = Date(timeIntervalSince1970: seconds)
                binding.wrappedValue = range.map { min(max(wanted, $0.lowerBound), $0.upperBound) } ?? wanted
            }
        }
        let bounds = range.map { $0.lowerBound.timeIntervalSince1970...$0.upperBound.timeIntervalSince1970 }
        let control = ValueControlNode(
            kind: .date, label: context.resolveSingle(label, at: "DatePicker"), value: date.timeIntervalSince1970,
            bounds: bounds, valueText: format.localize(style).format(date), isDisabled: !isEnabled,
            isLabelHidden: context.environment.labelsHidden, set: isEnabled ? set : .none)
        return [.valueControl(control)]
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled with a string literal.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - selection: The date shown; a `.pickDate(_:in:)` step sets it.
    ///   - displayedComponents: Which parts to show and edit: `.date`, `.hourAndMinute`, or both (the default).
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(titleKey), selection: selection, range: nil, components: displayedComponents)
    }

    /// A date picker titled with a string literal, limited to a range.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - selection: The date shown; a `.pickDate(_:in:)` step sets it.
    ///   - range: The dates allowed; a step's date outside it is clamped to the nearer end.
    ///   - displayedComponents: Which parts to show and edit: `.date`, `.hourAndMinute`, or both (the default).
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(titleKey), selection: selection, range: range, components: displayedComponents)
    }

    /// A date picker titled with a string literal, limited to dates from a first one.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - selection: The date shown; a `.pickDate(_:in:)` step sets it.
    ///   - range: The dates allowed; a step's date outside it is clamped to the nearer end.
    ///   - displayedComponents: Which parts to show and edit: `.date`, `.hourAndMinute`, or both (the default).
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(
            label: Text(titleKey), selection: selection, range: range.lowerBound...Date.distantFuture,
            components: displayedComponents)
    }

    /// A date picker titled with a string literal, limited to dates up to a last one.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - selection: The date shown; a `.pickDate(_:in:)` step sets it.
    ///   - range: The dates allowed; a step's date outside it is clamped to the nearer end.
    ///   - displayedComponents: Which parts to show and edit: `.date`, `.hourAndMinute`, or both (the default).
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(
            label: Text(titleKey), selection: selection, range: Date.distantPast...range.upperBound,
            components: displayedComponents)
    }

    /// A date picker titled with a string value.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - selection: The date shown; a `.pickDate(_:in:)` step sets it.
    ///   - displayedComponents: Which parts to show and edit: `.date`, `.hourAndMinute`, or both (the default).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(title), selection: selection, range: nil, components: displayedComponents)
    }

    /// A date picker titled with a string value, limited to a range.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - selection: The date shown; a `.pickDate(_:in:)` step sets it.
    ///   - range: The dates allowed; a step's date outside it is clamped to the nearer end.
    ///   - displayedComponents: Which parts to show and edit: `.date`, `.hourAndMinute`, or both (the default).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(title), selection: selection, range: range, components: displayedComponents)
    }

    /// A date picker titled with a string value, limited to dates from a first one.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - selection: The date shown; a `.pickDate(_:in:)` step sets it.
    ///   - range: The dates allowed; a step's date outside it is clamped to the nearer end.
    ///   - displayedComponents: Which parts to show and edit: `.date`, `.hourAndMinute`, or both (the default).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(
            label: Text(title), selection: selection, range: range.lowerBound...Date.distantFuture,
            components: displayedComponents)
    }
}
