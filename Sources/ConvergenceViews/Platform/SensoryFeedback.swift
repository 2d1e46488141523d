/// Haptic feedback a view asks for when a value changes. A text render has nothing to feel, so every
/// `.sensoryFeedback` modifier is accepted with no change in text.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "level-change")
    public static let pathComplete = SensoryFeedback(name: "path-complete")

    /// An impact of a weight.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact-\(weight.name)")
    }

    /// An impact of a flexibility.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact-\(flexibility.name)")
    }

    /// How heavy an impact feels.
    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// How flexible the colliding objects of an impact feel.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }
}

extension View {
    /// Accepted: no change in text.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }

    /// Accepted: no change in text.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> Self { self }

    /// Accepted: no change in text.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> Self { self }

    /// Accepted: no change in text.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> Self {
        self
    }
}
