/// The view behind `.modelContainer(for:…)`: it makes its container the first time a render shows it and keeps it
/// in `@State`, so the store lasts across the render's frames and no two renders share one.
struct ModelContainerHost<Content: View>: View {
    let content: Content
    let schema: Schema
    let isAutosaveEnabled: Bool
    let onSetup: (Swift.Result<ModelContainer, any Error>) -> Void
    @State private var holder = ContainerHolder()

    var body: some View {
        content.environment(\.modelContext, holder.container(schema: schema, setup: setUp).mainContext)
    }

    private func setUp(_ container: ModelContainer) {
        container.mainContext.autosaveEnabled = isAutosaveEnabled
        onSetup(.success(container))
    }
}

/// The container one render of a `ModelContainerHost` made, made on first use.
@MainActor
final class ContainerHolder {
    private var made: ModelContainer?

    func container(schema: Schema, setup: (ModelContainer) -> Void) -> ModelContainer {
        if let made { return made }
        let container = ModelContainer(schema: schema, configurations: [])
        made = container
        setup(container)
        return container
    }
}
