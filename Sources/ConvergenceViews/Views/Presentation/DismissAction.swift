import ConvergenceTree

/// Dismisses the presentation or pops the pushed screen the view is in, as SwiftUI's `DismissAction`.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Done") { dismiss() }
/// ```
///
/// Outside a presentation or a pushed screen it does nothing, as in SwiftUI.
@MainActor @preconcurrency
public struct DismissAction {
    private let perform: @MainActor () -> Void

    init(scope: RenderScope, _ perform: @escaping @MainActor () -> Void) {
        self.perform = { RenderScope.$current.withValue(scope) { perform() } }
    }

    init() {
        perform = {}
    }

    /// Dismisses the presentation, or pops the pushed screen, the view is in; does nothing outside both.
    public func callAsFunction() {
        perform()
    }
}

/// Whether a view is presented, and a way to dismiss it: the older `\.presentationMode` value.
///
/// ```swift
/// @Environment(\.presentationMode) private var presentationMode
/// Button("Close") { presentationMode.wrappedValue.dismiss() }
/// ```
@MainActor @preconcurrency
public struct PresentationMode {
    public let isPresented: Bool
    let dismissAction: DismissAction

    /// Dismisses the presentation, or pops the pushed screen, the view is in; does nothing outside both.
    public mutating func dismiss() {
        dismissAction()
    }
}

/// Which parts of a view are editable: `\.editMode` in the environment, switched by an `EditButton`.
public enum EditMode: Sendable, Hashable {
    case inactive, transient, active

    public var isEditing: Bool { self != .inactive }
}

private struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction() } }
private struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// Dismisses the sheet, cover, popover or pushed screen the view is in.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is in a presentation or a pushed screen.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// The older form of ``dismiss`` and ``isPresented``.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }

    /// Whether edit mode is on: lists show delete and move marks. An `EditButton` switches it.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
