import Foundation

/// A tap that reports where it landed; the tap step performs it, at the view's origin (text renders have no
/// points inside a view).
///
/// ```swift
/// .gesture(SpatialTapGesture().onEnded { value in dropPin(at: value.location) })
/// ```
public struct SpatialTapGesture: Gesture, GestureHandling {
    public typealias Body = Never
    public var count: Int

    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }

    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
    }

    func handlers(onChanged: [@MainActor (Value) -> Void], onEnded: [@MainActor (Value) -> Void]) -> GestureHandlers {
        GestureHandlers(tap: { for action in onEnded { action(Value(location: .zero)) } }, tapCount: count)
    }
}
