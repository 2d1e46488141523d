import ConvergenceTree

/// Carries a main-actor value (a user closure, a binding) inside `Sendable` tree nodes.
///
/// The value can only be read on the main actor, where it was made, which is what makes the unchecked
/// conformance sound.
final class MainActorBox<Value>: @unchecked Sendable {
    @MainActor let value: Value

    @MainActor init(_ value: Value) {
        self.value = value
    }
}

extension NodeAction {
    /// A user action that runs in the render it was resolved in.
    @MainActor init(wrapping action: @escaping @MainActor () -> Void, scope: RenderScope) {
        let box = MainActorBox(action)
        let perform: @MainActor @Sendable () -> Void = {
            RenderScope.$current.withValue(scope) { box.value() }
        }
        self.init(perform)
    }

    /// A user `async` action that runs, with any task it starts, in the render it was resolved in.
    @MainActor init(wrappingAsync action: @escaping @MainActor () async -> Void, scope: RenderScope) {
        let box = MainActorBox(action)
        self.init(async: { await RenderScope.$current.withValue(scope) { await box.value() } })
    }
}

extension NodeInput {
    /// Writes through a binding in the render the control was resolved in.
    @MainActor init(binding: Binding<Value>, scope: RenderScope) {
        let box = MainActorBox(binding)
        self.init { value in RenderScope.$current.withValue(scope) { box.value.wrappedValue = value } }
    }
}
