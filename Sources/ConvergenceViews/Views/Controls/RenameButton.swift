import ConvergenceTree

/// `[ / Rename ]`: a button that starts the rename the nearest `.renameAction(_:)` set up, as SwiftUI's
/// `RenameButton`.
///
/// It is disabled where no view above it set a rename action, as an `EditButton` is outside edit mode.
///
/// ```swift
/// Text(name)
///     .contextMenu { RenameButton() }
///     .renameAction { isRenaming = true }
/// ```
public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename
    let label: Label

    public var body: some View {
        Button {
            rename?()
        } label: {
            label
        }
        .disabled(rename == nil)
    }
}

extension RenameButton where Label == ConvergenceViews.Label<Text, Image> {
    /// A rename button labelled `Rename` with a pencil.
    public init() {
        label = ConvergenceViews.Label("Rename", systemImage: "pencil")
    }
}
