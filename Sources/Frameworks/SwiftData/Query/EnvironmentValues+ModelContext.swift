extension EnvironmentValues {
    /// The context views insert into, delete from and fetch with: the main context of the container placed above
    /// with `.modelContainer(…)`. Without one, an empty context of its own, which every read makes afresh.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

/// The key of `EnvironmentValues.modelContext`.
private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext { ModelContext(ModelContainer(schema: Schema([]), configurations: [])) }
}
