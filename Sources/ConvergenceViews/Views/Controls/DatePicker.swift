import ConvergenceTree
import Foundation

/// Which parts of a date a `DatePicker` edits.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
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

    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, range: nil, components: displayedComponents)
    }

    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, range: range, components: displayedComponents)
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label(), selection: selection, range: range.lowerBound...Date.distantFuture,
            components: displayedComponents)
    }

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
            set: isEnabled ? set : .none)
        return [.valueControl(control)]
    }
}

extension DatePicker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(titleKey), selection: selection, range: nil, components: displayedComponents)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(titleKey), selection: selection, range: range, components: displayedComponents)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(
            label: Text(titleKey), selection: selection, range: range.lowerBound...Date.distantFuture,
            components: displayedComponents)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(
            label: Text(titleKey), selection: selection, range: Date.distantPast...range.upperBound,
            components: displayedComponents)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(title), selection: selection, range: nil, components: displayedComponents)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(title), selection: selection, range: range, components: displayedComponents)
    }

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
