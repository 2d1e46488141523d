extension Scene {
    /// Accepted for an app's `WindowGroup { … }.modelContainer(…)`; scenes are not rendered, so it has no effect.
    /// Previews place their container on a view.
    ///
    /// - Parameter container: The container.
    public func modelContainer(_ container: ModelContainer) -> some Scene { self }

    /// Accepted for an app's scene; scenes are not rendered, so it has no effect.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene { self }

    /// Accepted for an app's scene; scenes are not rendered, so it has no effect.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene { self }

    /// Accepted for an app's scene; scenes are not rendered, so it has no effect.
    public func modelContext(_ modelContext: ModelContext) -> some Scene { self }
}
