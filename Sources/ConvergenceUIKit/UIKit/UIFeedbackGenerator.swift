import Foundation

#if !(canImport(Darwin) && canImport(UIKit))
    /// UIKit's haptics, as SwiftUI code plays them from an action: accepted, with nothing to feel in a text render.
    /// Defined only where UIKit does not exist (see ``SensoryFeedback`` for SwiftUI's own haptics).
    @MainActor @preconcurrency
    open class UIFeedbackGenerator {
        public init() {}

        /// Readies the haptic engine; nothing to ready here.
        public func prepare() {}
    }

    /// A physical impact: `UIImpactFeedbackGenerator(style: .medium).impactOccurred()`.
    @MainActor @preconcurrency
    open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
        /// How heavy the impact feels.
        public let style: FeedbackStyle

        /// A generator of impacts of a weight.
        ///
        /// - Parameter style: How heavy each impact feels.
        public init(style: FeedbackStyle) {
            self.style = style
            super.init()
        }

        /// A generator of medium impacts.
        override public convenience init() {
            self.init(style: .medium)
        }

        /// Plays an impact; nothing to feel here.
        public func impactOccurred() {}

        /// Plays an impact at an intensity; nothing to feel here.
        ///
        /// - Parameter intensity: From 0 to 1.
        public func impactOccurred(intensity: CGFloat) {}

        /// How heavy an impact feels.
        public enum FeedbackStyle: Int, Sendable {
            case light, medium, heavy, soft, rigid
        }
    }

    /// A task's outcome: `UINotificationFeedbackGenerator().notificationOccurred(.success)`.
    @MainActor @preconcurrency
    open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
        /// Plays the outcome's pattern; nothing to feel here.
        ///
        /// - Parameter notificationType: Success, warning or error.
        public func notificationOccurred(_ notificationType: FeedbackType) {}

        /// An outcome.
        public enum FeedbackType: Int, Sendable {
            case success, warning, error
        }
    }

    /// A changed selection: `UISelectionFeedbackGenerator().selectionChanged()`.
    @MainActor @preconcurrency
    open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
        /// Plays a tick; nothing to feel here.
        public func selectionChanged() {}
    }
#endif
