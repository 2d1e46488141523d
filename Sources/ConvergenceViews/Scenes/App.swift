import Foundation

/// An app's structure: its scenes, as in SwiftUI.
///
/// An `App` compiles as in SwiftUI, with or without `@main`. Convergence has no windows to open, so running one only
/// builds its scenes once and says where its views can be seen: in scenarios and `#Preview`s.
///
/// ```swift
/// struct NotesApp: App {
///     var body: some Scene {
///         WindowGroup { NotesList() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
    @MainActor init()
}

extension App {
    /// The entry point `@main` calls: creates the app and builds its scenes once, then writes a note to standard
    /// error, because there are no windows to show.
    public static func main() {
        FileHandle.standardError.write(Data(launchNote().utf8))
    }

    /// What running the app prints: its scenes built once, and where its views can be seen.
    static func launchNote() -> String {
        let count = Self().body.builtInScenes().count
        return """
            \(Self.self) declares \(count) scene(s); Convergence draws no windows. \
            Its views show in scenarios and #Previews: `swift test`, `swift package scenarios preview`.

            """
    }
}
