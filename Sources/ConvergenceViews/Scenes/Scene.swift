/// A part of an app's user interface the system manages, such as a window group, as in SwiftUI.
///
/// A scenario renders one view in one window, so scenes are never drawn: a file that declares them compiles, and the
/// view at a window's root is what a scenario or a `#Preview` shows.
///
/// ```swift
/// struct NotesScene: Scene {
///     var body: some Scene {
///         WindowGroup("Notes", id: "notes") { NotesList() }
///         Settings { SettingsForm() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Built-in scenes have no body.
    public var body: Never { fatalError("\(Self.self) is a built-in scene; its body is never evaluated") }
}

extension Scene {
    /// The built-in scenes this scene is made of, in the order written: custom scenes' bodies are evaluated and
    /// builder blocks opened.
    func builtInScenes() -> [any Scene] {
        if let block = self as? TupleScene { return block.scenes.flatMap { $0.builtInScenes() } }
        if Body.self == Never.self { return [self] }
        return body.builtInScenes()
    }
}

/// Builds scenes from closures: several scenes, and `if #available`.
@MainActor @resultBuilder
public enum SceneBuilder {
    /// Passes one scene through as written.
    ///
    /// - Parameter content: The scene.
    /// - Returns: The same scene.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// A block of one scene.
    ///
    /// - Parameter content: The scene.
    /// - Returns: The same scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// A block of several scenes, kept in the order written.
    ///
    /// - Parameter content: The scenes.
    /// - Returns: The scenes as one.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return TupleScene(scenes: scenes)
    }

    /// An `if` without an `else`, such as an `if #available` check.
    ///
    /// - Parameter content: The scene when the condition holds, `nil` otherwise.
    /// - Returns: The scene, or none.
    public static func buildOptional(_ content: (any Scene)?) -> TupleScene {
        TupleScene(scenes: content.map { [$0] } ?? [])
    }

    /// A scene under an `if #available` check.
    ///
    /// - Parameter content: The scene.
    /// - Returns: The same scene.
    public static func buildLimitedAvailability(_ content: any Scene) -> any Scene { content }
}

/// Several scenes from one builder block.
public struct TupleScene: Scene {
    public typealias Body = Never
    let scenes: [any Scene]
}
