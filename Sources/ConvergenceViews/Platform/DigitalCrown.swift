/// How far the Digital Crown must turn to change a value (watchOS).
public enum DigitalCrownRotationalSensitivity: Hashable, Sendable {
    case low, medium, high
}

/// A turn of the Digital Crown: where it is and how fast it turns (watchOS).
public struct DigitalCrownEvent: Hashable, Sendable {
    /// The crown's position.
    public let offset: Double
    /// How fast it turns.
    public let velocity: Double
}

extension View {
    /// Lets the Digital Crown change a value (watchOS). A render has no crown, so the value stays as it is.
    ///
    /// - Parameter binding: The value the crown changes.
    /// - Returns: This view, unchanged.
    public func digitalCrownRotation<V: BinaryFloatingPoint>(_ binding: Binding<V>) -> Self { self }

    /// Lets the Digital Crown change a value within a range (watchOS). A render has no crown, so the value stays as
    /// it is.
    ///
    /// - Parameters:
    ///   - binding: The value the crown changes.
    ///   - minValue: The smallest value.
    ///   - maxValue: The largest value.
    ///   - stride: The step, or `nil` for any value.
    ///   - sensitivity: How far a turn changes the value.
    ///   - isContinuous: Whether the value wraps around at the ends.
    ///   - isHapticFeedbackEnabled: Whether the crown clicks.
    /// - Returns: This view, unchanged.
    public func digitalCrownRotation<V: BinaryFloatingPoint>(
        _ binding: Binding<V>, from minValue: V, through maxValue: V, by stride: V.Stride? = nil,
        sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false,
        isHapticFeedbackEnabled: Bool = true
    ) -> Self where V.Stride: BinaryFloatingPoint { self }

    /// Lets the Digital Crown move a value between detents (watchOS). A render has no crown, so the value stays as
    /// it is and neither closure runs.
    ///
    /// - Parameters:
    ///   - detent: The value the crown changes, one step at a time.
    ///   - minValue: The smallest value.
    ///   - maxValue: The largest value.
    ///   - stride: The step.
    ///   - sensitivity: How far a turn changes the value.
    ///   - isContinuous: Whether the value wraps around at the ends.
    ///   - isHapticFeedbackEnabled: Whether the crown clicks.
    ///   - onChange: Runs as the crown turns; never called.
    ///   - onIdle: Runs when the crown stops; never called.
    /// - Returns: This view, unchanged.
    public func digitalCrownRotation<V: BinaryFloatingPoint>(
        detent: Binding<V>, from minValue: V, through maxValue: V, by stride: V.Stride,
        sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false,
        isHapticFeedbackEnabled: Bool = true, onChange: @escaping (DigitalCrownEvent) -> Void = { _ in },
        onIdle: @escaping () -> Void = {}
    ) -> Self where V.Stride: BinaryFloatingPoint { self }

    /// Shows or hides the crown's indicator (watchOS); there is none in a render.
    ///
    /// - Parameter visibility: Whether it shows.
    /// - Returns: This view, unchanged.
    public func digitalCrownAccessory(_ visibility: Visibility) -> Self { self }
}
