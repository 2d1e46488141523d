import Foundation

/// How a change animates. Text renders draw each settled state, never the motion, so every animation is
/// accepted and changes nothing in text.
///
/// ```swift
/// withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { isExpanded.toggle() }
/// ```
public struct Animation: Sendable, Hashable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let interactiveSpring = Animation("interactiveSpring")
    public static let bouncy = Animation("bouncy")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")

    public static func linear(duration: TimeInterval) -> Animation { Animation("linear(\(duration))") }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation("easeIn(\(duration))") }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation("easeOut(\(duration))") }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation("easeInOut(\(duration))") }

    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    )
        -> Animation
    { Animation("timingCurve") }

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
        -> Animation
    { Animation("spring") }

    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation
    {
        Animation("spring")
    }

    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation { Animation("interactiveSpring") }

    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation { Animation("interpolatingSpring") }

    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    )
        -> Animation
    { Animation("interpolatingSpring") }

    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("bouncy")
    }

    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("smooth")
    }

    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("snappy")
    }

    public func delay(_ delay: TimeInterval) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// The context of a state change, carrying its animation; text renders read none of it.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false
    public var isContinuous = false

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Custom values by key type. Transactions are made and read on the main actor, in the change that carries
    /// them, so a value of a type that is not `Sendable` never crosses to another thread.
    private nonisolated(unsafe) var values: [ObjectIdentifier: Any] = [:]

    /// A custom value by its key type, for the properties that extensions declare (or `@Entry` writes).
    ///
    /// - Parameter key: The ``TransactionKey`` type.
    /// - Returns: The value set in this transaction, or the key's `defaultValue`.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// Runs `body`: the render after it is the end state, since text shows no motion.
///
/// ```swift
/// Button("Flip") { withAnimation(.easeInOut) { isFlipped.toggle() } }
/// ```
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body`, then `completion` (the animation is over at once in text renders).
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Runs `body` in a transaction: the render after it is the end state.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` in a transaction whose custom value at `keyPath` is `value`: the render after it is the end state.
///
/// ```swift
/// Button("Skip") { withTransaction(\.isQuick, true) { page += 1 } }
/// ```
@MainActor
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
    try body()
}

/// When an animation counts as complete, for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Sendable, Hashable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}
