import Foundation

/// A type whose changes can be interpolated; text renders draw end states, so nothing reads its data.
public protocol Animatable {
    associatedtype AnimatableData
    var animatableData: AnimatableData { get set }
}

/// No animatable data.
public struct EmptyAnimatableData: Sendable, Hashable {
    public init() {}
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// Two animatable values together, for shapes with two animated dimensions.
public struct AnimatablePair<First, Second> {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Equatable where First: Equatable, Second: Equatable {}
