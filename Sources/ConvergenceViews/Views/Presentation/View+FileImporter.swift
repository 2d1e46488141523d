import Foundation

#if canImport(Darwin) && canImport(UniformTypeIdentifiers)
    import UniformTypeIdentifiers
#endif

// The system's file pickers: while presented, a sheet stands in for the picker — its title, the content types it
// offers, and a Cancel button that closes it (running `onCancellation`). A scenario has no files to pick, so
// `onCompletion` never runs.

extension View {
    /// Presents the file picker for one file while `isPresented` is true (see above).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the picker shows; its Cancel button sets it back to `false`.
    ///   - allowedContentTypes: The kinds of file that may be picked; the stand-in sheet lists their identifiers.
    ///   - onCompletion: Called with the picked file; never called, as a scenario has no files to pick.
    /// - Returns: The view, with the stand-in sheet over its screen while it shows.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        filePicker("Open", types: allowedContentTypes, isPresented: isPresented, onCancellation: {})
    }

    /// Presents the file picker for one or more files while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the picker shows; its Cancel button sets it back to `false`.
    ///   - allowedContentTypes: The kinds of file that may be picked; the stand-in sheet lists their identifiers.
    ///   - allowsMultipleSelection: Whether several files may be picked; accepted as a no-op in text.
    ///   - onCompletion: Called with the picked files; never called, as a scenario has no files to pick.
    /// - Returns: The view, with the stand-in sheet over its screen while it shows.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View {
        filePicker("Open", types: allowedContentTypes, isPresented: isPresented, onCancellation: {})
    }

    /// Presents the file picker, with an action for Cancel.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the picker shows; its Cancel button sets it back to `false`.
    ///   - allowedContentTypes: The kinds of file that may be picked; the stand-in sheet lists their identifiers.
    ///   - allowsMultipleSelection: Whether several files may be picked; accepted as a no-op in text.
    ///   - onCompletion: Called with the picked files; never called, as a scenario has no files to pick.
    ///   - onCancellation: Runs when the stand-in sheet's Cancel button is tapped.
    /// - Returns: The view, with the stand-in sheet over its screen while it shows.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> some View {
        filePicker("Open", types: allowedContentTypes, isPresented: isPresented, onCancellation: onCancellation)
    }

    /// Presents the picker that saves an item to a file while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the picker shows; its Cancel button sets it back to `false`.
    ///   - item: The item to save; not used, as nothing is saved in a scenario.
    ///   - contentTypes: The kinds of file the item may be saved as; the stand-in sheet lists their identifiers.
    ///   - defaultFilename: The file name offered; the stand-in sheet's title is "Save" followed by it.
    ///   - onCompletion: Called with the saved file's address; never called, as nothing is saved in a scenario.
    ///   - onCancellation: Runs when the stand-in sheet's Cancel button is tapped.
    /// - Returns: The view, with the stand-in sheet over its screen while it shows.
    public func fileExporter<T: Transferable>(
        isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        filePicker(
            "Save" + (defaultFilename.map { " \($0)" } ?? ""), types: contentTypes, isPresented: isPresented,
            onCancellation: onCancellation)
    }

    /// Presents the picker that saves a document to a file while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the picker shows; its Cancel button sets it back to `false`.
    ///   - document: The document to save; not written, as nothing is saved in a scenario.
    ///   - contentType: The type the document is saved as; the stand-in sheet lists its identifier.
    ///   - defaultFilename: The file name offered; the stand-in sheet's title is "Save" followed by it.
    ///   - onCompletion: Called with the saved file's address; never called, as nothing is saved in a scenario.
    /// - Returns: The view, with the stand-in sheet over its screen while it shows.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        filePicker(
            "Save" + (defaultFilename.map { " \($0)" } ?? ""), types: [contentType], isPresented: isPresented,
            onCancellation: {})
    }

    /// Presents the picker that saves a document to a file, with an action for Cancel.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the picker shows; its Cancel button sets it back to `false`.
    ///   - document: The document to save; not written, as nothing is saved in a scenario.
    ///   - contentType: The type the document is saved as; the stand-in sheet lists its identifier.
    ///   - defaultFilename: The file name offered; the stand-in sheet's title is "Save" followed by it.
    ///   - onCompletion: Called with the saved file's address; never called, as nothing is saved in a scenario.
    ///   - onCancellation: Runs when the stand-in sheet's Cancel button is tapped.
    /// - Returns: The view, with the stand-in sheet over its screen while it shows.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> some View {
        filePicker(
            "Save" + (defaultFilename.map { " \($0)" } ?? ""), types: [contentType], isPresented: isPresented,
            onCancellation: onCancellation)
    }

    /// Presents the picker that saves several documents to files while `isPresented` is true.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the picker shows; its Cancel button sets it back to `false`.
    ///   - documents: The documents to save; not written, as nothing is saved in a scenario.
    ///   - contentType: The type they are saved as; the stand-in sheet lists its identifier.
    ///   - onCompletion: Called with the saved files' addresses; never called, as nothing is saved in a scenario.
    /// - Returns: The view, with the stand-in sheet over its screen while it shows.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: FileDocument {
        filePicker("Save", types: [contentType], isPresented: isPresented, onCancellation: {})
    }

    private func filePicker(
        _ title: String, types: [UTType], isPresented: Binding<Bool>, onCancellation: @escaping () -> Void
    ) -> some View {
        sheet(isPresented: isPresented) {
            FilePickerStandIn(title: title, types: types.map(\.identifier), onCancellation: onCancellation)
        }
    }
}

/// What stands in for the system's file picker: its title, the types offered and Cancel.
package struct FilePickerStandIn: View {
    let title: String
    let types: [String]
    let onCancellation: () -> Void

    /// A stand-in picker with a title, the type identifiers it offers, and what Cancel runs before it closes.
    package init(title: String, types: [String], onCancellation: @escaping () -> Void) {
        self.title = title
        self.types = types
        self.onCancellation = onCancellation
    }
    @Environment(\.dismiss) private var dismiss

    package var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(verbatim: title).bold()
            if !types.isEmpty { Text(verbatim: types.joined(separator: ", ")) }
            Button("Cancel") {
                onCancellation()
                dismiss()
            }
        }
    }
}
