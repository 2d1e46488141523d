import ConvergenceTree
import Foundation

extension ProgressView {
    /// A progress view over a span of time, with a label and your own current-value label.
    ///
    /// The bar shows how much of `timerInterval` is left at the scenario's time (or how much has passed when
    /// `countsDown` is `false`), so it stands still in a snapshot and moves when a step advances the clock. Custom
    /// progress view styles are not used, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - timerInterval: The span the bar runs over.
    ///   - countsDown: Whether the bar empties as time passes (the default) or fills.
    ///   - label: The label drawn above the bar.
    ///   - currentValueLabel: The label drawn under the bar.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            label: label(), currentValueLabel: currentValueLabel(),
            progress: .timer(timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A progress view over a span of time with a label; the time left (or passed) shows under the bar.
    ///
    /// - Parameters:
    ///   - timerInterval: The span the bar runs over.
    ///   - countsDown: Whether the bar empties as time passes and the clock under it counts down (the default), or
    ///     the bar fills and the clock counts up.
    ///   - label: The label drawn above the bar.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(
            label: label(),
            currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown),
            progress: .timer(timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A progress view over a span of time; the time left (or passed) shows under the bar.
    ///
    /// ```swift
    /// ProgressView(timerInterval: start...start.addingTimeInterval(300))
    /// // Two minutes in:
    /// // [####......]  60%
    /// // 3:00
    /// ```
    ///
    /// - Parameters:
    ///   - timerInterval: The span the bar runs over.
    ///   - countsDown: Whether the bar empties as time passes and the clock under it counts down (the default), or
    ///     the bar fills and the clock counts up.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

/// The clock a progress view over a span of time shows under its bar: the time left, or the time passed when it
/// counts up, as `Text(timerInterval:countsDown:)` draws it (`4:05`).
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View {
        Text(timerInterval: interval, countsDown: countsDown)
    }
}
