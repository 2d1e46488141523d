/// What a ``RenameButton`` runs: the action the nearest `.renameAction(_:)` above it set, read from `\.rename`.
public struct RenameAction {
    let perform: @MainActor () -> Void

    /// Starts the rename.
    @MainActor public func callAsFunction() {
        perform()
    }
}

private struct RenameActionKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
    /// The rename the nearest `.renameAction(_:)` set up; `nil` where none did.
    public internal(set) var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

extension View {
    /// Sets what a ``RenameButton`` inside does when it is tapped (a `.tap("Rename")` step).
    ///
    /// - Parameter action: Runs on the main actor when a rename button inside is tapped.
    /// - Returns: The view, with the action in its environment.
    public func renameAction(_ action: @escaping @MainActor () -> Void) -> ModifiedView<Self> {
        transformEnvironment { $0.rename = RenameAction(perform: action) }
    }

    /// Makes a ``RenameButton`` inside focus a field: tapping it sets `isFocused` to `true`.
    ///
    /// - Parameter isFocused: The focus state of the field that edits the name, such as the binding `$isEditing`
    ///   gives.
    /// - Returns: The view, with the action in its environment.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> ModifiedView<Self> {
        transformEnvironment { $0.rename = RenameAction { isFocused.wrappedValue = true } }
    }
}
