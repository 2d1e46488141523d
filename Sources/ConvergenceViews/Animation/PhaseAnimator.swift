import ConvergenceTree
import Foundation

/// Content animated through phases; text renders show the first phase, where the animation rests.
///
/// ```swift
/// PhaseAnimator([false, true]) { pulsing in
///     Image(systemName: "heart.fill").scaleEffect(pulsing ? 1.2 : 1)
/// }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let first: Phase?
    let content: (Phase) -> Content

    public init<Phases: Sequence>(
        _ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        first = phases.first { _ in true }
        self.content = content
    }

    public init<Phases: Sequence, Trigger: Equatable>(
        _ phases: Phases, trigger: Trigger, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        first = phases.first { _ in true }
        self.content = content
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        guard let first else { return [] }
        return context.resolve(content(first), at: "PhaseAnimator")
    }
}

extension View {
    /// Animates the view through phases; text renders show it in the first phase.
    public func phaseAnimator<Phase: Equatable, Phases: Sequence>(
        _ phases: Phases, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        PhaseAnimator(phases, content: { phase in content(PlaceholderContentView(content: self), phase) })
    }

    /// Animates the view through phases when `trigger` changes; text renders show it in the first phase.
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Trigger: Equatable>(
        _ phases: Phases, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        PhaseAnimator(phases, content: { phase in content(PlaceholderContentView(content: self), phase) })
    }
}

/// The view a phase or keyframe animator modifies, handed to its content closure.
public struct PlaceholderContentView<Value: View>: View {
    let content: Value

    public var body: some View { content }
}
