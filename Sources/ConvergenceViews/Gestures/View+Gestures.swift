import ConvergenceTree
import Foundation

extension View {
    /// Runs an action when the view is tapped; the tap step reaches it by the view's text or identifier.
    ///
    /// ```swift
    /// Text("Show answer").onTapGesture { isRevealed.toggle() }
    /// // Scenario steps: [.tap("Show answer")]
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        GestureView(content: self, handlers: GestureHandlers(tap: action, tapCount: count))
    }

    /// Runs an action on a tap, with the tap's location (the view's origin in text renders).
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping @MainActor (CGPoint) -> Void
    ) -> some View {
        GestureView(content: self, handlers: GestureHandlers(tap: { action(.zero) }, tapCount: count))
    }

    /// Runs an action on a long press; the `.longPress` step performs it.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        GestureView(
            content: self,
            handlers: GestureHandlers(longPress: {
                onPressingChanged?(true)
                action()
                onPressingChanged?(false)
            }))
    }

    /// Runs an action on a long press (the older form, with the pressing callback first).
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        pressing: (@MainActor (Bool) -> Void)? = nil, perform action: @escaping @MainActor () -> Void
    ) -> some View {
        GestureView(
            content: self,
            handlers: GestureHandlers(longPress: {
                pressing?(true)
                action()
                pressing?(false)
            }))
    }

    /// Attaches a gesture; steps perform its taps, long presses and drags.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, handlers: gesture.gestureHandlers())
    }

    /// Attaches a gesture that runs alongside the view's others.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, handlers: gesture.gestureHandlers())
    }

    /// Attaches a gesture that runs before the view's others.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, handlers: gesture.gestureHandlers())
    }
}

/// A view with gesture handlers, resolved to a ``GestureNode`` whose actions run in the view's render.
struct GestureView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let handlers: GestureHandlers

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let node = context.resolveSingle(content, at: "gesture")
        let scope = context.scope
        let drag = handlers.drag.map { handler -> NodeInput<DragChange> in
            let box = MainActorBox(handler)
            return NodeInput { change in RenderScope.$current.withValue(scope) { box.value(change) } }
        }
        return [
            .gesture(
                GestureNode(
                    content: node, tap: handlers.tap.map { NodeAction(wrapping: $0, scope: scope) },
                    tapCount: handlers.tapCount,
                    longPress: handlers.longPress.map { NodeAction(wrapping: $0, scope: scope) }, drag: drag))
        ]
    }
}
