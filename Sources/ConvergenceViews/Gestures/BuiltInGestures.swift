import ConvergenceTree
import Foundation

/// A tap; the tap step performs it (whatever its `count`).
public struct TapGesture: Gesture, GestureHandling {
    public typealias Value = Void
    public typealias Body = Never
    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }

    func handlers(onChanged: [@MainActor (Value) -> Void], onEnded: [@MainActor (Value) -> Void]) -> GestureHandlers {
        GestureHandlers(tap: { for action in onEnded { action(()) } }, tapCount: count)
    }
}

/// A long press; the long-press step performs it (whatever its duration).
public struct LongPressGesture: Gesture, GestureHandling {
    public typealias Value = Bool
    public typealias Body = Never
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func handlers(onChanged: [@MainActor (Value) -> Void], onEnded: [@MainActor (Value) -> Void]) -> GestureHandlers {
        GestureHandlers(longPress: {
            for action in onChanged { action(true) }
            for action in onEnded { action(true) }
        })
    }
}

/// A drag; the drag step performs it: one change with the whole translation, then the end.
public struct DragGesture: Gesture, GestureHandling {
    /// Where a drag is: start, current location and translation in points (starting at the origin), at a fixed time.
    public struct Value: Sendable, Equatable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize

        init(translation: CGSize) {
            time = Date(timeIntervalSinceReferenceDate: 0)
            startLocation = .zero
            location = CGPoint(x: translation.width, y: translation.height)
            self.translation = translation
            velocity = .zero
            predictedEndLocation = location
            predictedEndTranslation = translation
        }
    }

    public typealias Body = Never
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    func handlers(onChanged: [@MainActor (Value) -> Void], onEnded: [@MainActor (Value) -> Void]) -> GestureHandlers {
        GestureHandlers(drag: { change in
            let value = Value(translation: CGSize(width: change.width, height: change.height))
            for action in change.isEnded ? onEnded : onChanged { action(value) }
        })
    }
}

/// A pinch (iOS 17); no step performs it.
public struct MagnifyGesture: Gesture {
    public struct Value: Sendable, Equatable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public typealias Body = Never
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// A pinch (the older form, its value the scale); no step performs it.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public typealias Body = Never
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// A two-finger rotation (iOS 17); no step performs it.
public struct RotateGesture: Gesture {
    public struct Value: Sendable, Equatable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public typealias Body = Never
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

/// A two-finger rotation (the older form, its value the angle); no step performs it.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public typealias Body = Never
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

/// Which gestures of a view and its subviews are active; steps perform all of them.
public struct GestureMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}
