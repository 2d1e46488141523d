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
    @MainActor init(wrapping action: @escaping @MainActor () -> Void) {
        let box = MainActorBox(action)
        let perform: @MainActor @Sendable () -> Void = { box.value() }
        self.init(perform)
    }

    @MainActor init(wrappingAsync action: @escaping @MainActor () async -> Void) {
        let box = MainActorBox(action)
        self.init(async: { await box.value() })
    }
}

extension NodeInput {
    @MainActor init(binding: Binding<Value>) {
        let box = MainActorBox(binding)
        self.init { box.value.wrappedValue = $0 }
    }
}

