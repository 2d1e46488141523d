import Convergence

/// What a ``MetricGauge`` shows: any model that can name itself, spell its value and say how full it is.
///
/// The gauge never sees where the numbers came from, so load, memory or a preview's fixed values all fit.
public protocol GaugeDisplaying {
    /// What is measured, e.g. `Memory`.
    var title: String { get }
    /// The reading as text, e.g. `5.5 of 23.5 GiB`; `—` when unknown.
    var value: String { get }
    /// How full the gauge is, from 0 to 1; `nil` when unknown, which draws no bar.
    var fraction: Double? { get }
}
