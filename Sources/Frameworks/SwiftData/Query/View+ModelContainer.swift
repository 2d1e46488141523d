extension View {
    /// Places `container`'s main context in the environment, for `@Query` and `@Environment(\.modelContext)` inside.
    ///
    /// - Parameter container: The container, usually made in the preview or the app with sample data.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Makes an empty in-memory container for `modelType` — one per render, kept across its frames — and places
    /// its main context in the environment.
    ///
    /// - Parameters:
    ///   - modelType: The model type to store (with the types its relationships reach).
    ///   - inMemory: Whether the store lives in memory only (always so here).
    ///   - isAutosaveEnabled: Whether the main context saves on its own.
    ///   - isUndoEnabled: Whether changes can be undone (not supported; ignored).
    ///   - onSetup: Called with the container once it is made.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
            onSetup: onSetup)
    }

    /// Makes an empty in-memory container for `modelTypes` — one per render, kept across its frames — and places
    /// its main context in the environment.
    ///
    /// - Parameters:
    ///   - modelTypes: The model types to store.
    ///   - inMemory: Whether the store lives in memory only (always so here).
    ///   - isAutosaveEnabled: Whether the main context saves on its own.
    ///   - isUndoEnabled: Whether changes can be undone (not supported; ignored).
    ///   - onSetup: Called with the container once it is made.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        ModelContainerHost(
            content: self, schema: Schema(modelTypes), isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup)
    }

    /// Places `modelContext` in the environment, for `@Query` and `@Environment(\.modelContext)` inside.
    ///
    /// - Parameter modelContext: The context.
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}
