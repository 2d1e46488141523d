import Foundation

// Animation modifiers: text renders draw settled states only, so each compiles and changes nothing in text.

extension View {
    /// No change in text: the render shows the state after `value` changed.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }

    /// No change in text (the older form, without a value).
    public func animation(_ animation: Animation?) -> Self { self }

    /// No change in text: a view is shown or not, with no transition between.
    public func transition(_ transition: AnyTransition) -> Self { self }

    /// No change in text: the new content is shown at once.
    public func contentTransition(_ transition: ContentTransition) -> Self { self }

    /// No change in text: the transaction's animation is never drawn.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> Self { self }

    /// No change in text: symbols are drawn still.
    public func symbolEffect<Effect: SymbolEffect>(
        _ effect: Effect, options: SymbolEffectOptions = .default,
        isActive: Bool = true
    ) -> Self { self }

    /// No change in text: symbols are drawn still.
    public func symbolEffect<Effect: SymbolEffect, Value: Equatable>(
        _ effect: Effect, options: SymbolEffectOptions = .default, value: Value
    ) -> Self { self }
}

extension Binding {
    /// The same binding: changes through it show their end state, as with `withAnimation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// The same binding, in a transaction.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

/// A symbol animation (`.bounce`, `.pulse`…): accepted, symbols are drawn still.
public protocol SymbolEffect: Sendable {}

/// The built-in symbol effects, by name.
public struct NamedSymbolEffect: SymbolEffect, Hashable {
    let name: String

    public var up: NamedSymbolEffect { self }
    public var down: NamedSymbolEffect { self }
    public var byLayer: NamedSymbolEffect { self }
    public var wholeSymbol: NamedSymbolEffect { self }
    public var cumulative: NamedSymbolEffect { self }
    public var iterative: NamedSymbolEffect { self }
    public var reversing: NamedSymbolEffect { self }
}

extension SymbolEffect where Self == NamedSymbolEffect {
    public static var bounce: NamedSymbolEffect { NamedSymbolEffect(name: "bounce") }
    public static var pulse: NamedSymbolEffect { NamedSymbolEffect(name: "pulse") }
    public static var variableColor: NamedSymbolEffect { NamedSymbolEffect(name: "variableColor") }
    public static var scale: NamedSymbolEffect { NamedSymbolEffect(name: "scale") }
    public static var appear: NamedSymbolEffect { NamedSymbolEffect(name: "appear") }
    public static var disappear: NamedSymbolEffect { NamedSymbolEffect(name: "disappear") }
    public static var replace: NamedSymbolEffect { NamedSymbolEffect(name: "replace") }
    public static var wiggle: NamedSymbolEffect { NamedSymbolEffect(name: "wiggle") }
    public static var breathe: NamedSymbolEffect { NamedSymbolEffect(name: "breathe") }
    public static var rotate: NamedSymbolEffect { NamedSymbolEffect(name: "rotate") }
}

/// How a symbol effect repeats and how fast.
public struct SymbolEffectOptions: Sendable, Hashable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()

    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }

    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}
