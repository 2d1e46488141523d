/// Which render, and which view within it, the running code belongs to.
///
/// Bodies, button actions, input handlers and `.task` work all run with their render's scope as a task-local, and
/// so do tasks they start. `@State` and `@Environment` read through it, so two renders of the same views — even
/// running concurrently on the main actor — never see each other's state.
package struct RenderScope: Sendable {
    package let graph: StateGraph
    /// The structural path of the user view whose properties the code reads.
    package let viewPath: String

    package init(graph: StateGraph, viewPath: String) {
        self.graph = graph
        self.viewPath = viewPath
    }

    @TaskLocal package static var current: RenderScope?
}

/// Per-render copies of one dynamic property's storage: the render (graph), the view position, and the storage.
final class ScopedSlots<Storage: AnyObject> {
    private struct Slot {
        weak var graph: StateGraph?
        let viewPath: String
        let storage: Storage
    }

    private var slots: [Slot] = []

    var isEmpty: Bool { slots.isEmpty }

    /// Remembers the storage a render uses for this property at a view position.
    func attach(_ storage: Storage, graph: StateGraph, viewPath: String) {
        slots.removeAll { $0.graph == nil || ($0.graph === graph && $0.viewPath == viewPath) }
        slots.append(Slot(graph: graph, viewPath: viewPath, storage: storage))
    }

    /// The storage for the running code's render: its view position if known, else the render's only copy,
    /// else the latest.
    func storage(for scope: RenderScope?) -> Storage? {
        if let scope {
            let sameRender = slots.filter { $0.graph === scope.graph }
            if let exact = sameRender.last(where: { $0.viewPath == scope.viewPath }) { return exact.storage }
            if let any = sameRender.last { return any.storage }
        }
        return slots.last?.storage
    }
}
