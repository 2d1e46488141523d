import ConvergenceTree

/// A value a built-in view keeps across resolutions of one render, as `@State` keeps a user view's: which tab is
/// selected, whether a menu is open, which screens a navigation stack has pushed.
///
/// Setting it asks the render to resolve again, like setting `@State`.
final class PersistentValue<Value>: BuiltInStorage {
    private var stored: Value
    private let changes: ChangeSignal

    var value: Value {
        get { stored }
        set {
            stored = newValue
            changes.raise()
        }
    }

    /// Changes the value without asking for another resolution: for bookkeeping the resolution under way already
    /// takes into account.
    func updateQuietly(_ change: (inout Value) -> Void) {
        change(&stored)
    }

    init(_ value: Value, changes: ChangeSignal) {
        stored = value
        self.changes = changes
    }
}

extension ResolveContext {
    /// The value kept at this view's position under `name`, made from `initial` the first time.
    func persistent<Value>(_ name: String, initial: @autoclosure () -> Value) -> PersistentValue<Value> {
        let changes = graph.changes
        return graph.storage(for: path + "#" + name) { PersistentValue(initial(), changes: changes) }
    }

    /// A binding to the value kept at this view's position under `name`; writes run in this render.
    func persistentBinding<Value>(_ name: String, initial: @autoclosure () -> Value) -> Binding<Value> {
        let stored = persistent(name, initial: initial())
        return Binding(get: { stored.value }, set: { stored.value = $0 })
    }

    /// A closure that runs `body` in this view's scope, so the bindings it writes reach this render's state.
    func inScope(_ body: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        let scope = self.scope
        return { RenderScope.$current.withValue(scope) { body() } }
    }

    /// An action that runs `body` in this render's scope, as a control's action does.
    func action(_ body: @escaping @MainActor () -> Void) -> NodeAction {
        NodeAction(wrapping: body, scope: scope)
    }
}
