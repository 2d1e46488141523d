import ConvergenceTree

/// Wraps previews in shared set-up: sample data made once, then applied to every preview that names it.
///
/// `makeSharedContext()` runs once per modifier type in a run, before the first preview that uses it is built;
/// `ScenarioClock` sleeps in it pass at once, as in a snapshot. `body(content:context:)` wraps each preview.
///
/// ```swift
/// struct SampleLibrary: PreviewModifier {
///     static func makeSharedContext() async throws -> Library { try await Library.sample() }
///     func body(content: Content, context: Library) -> some View { content.environment(context) }
/// }
///
/// #Preview(traits: .modifier(SampleLibrary())) { ShelfView() }
/// ```
@MainActor @preconcurrency
public protocol PreviewModifier {
    /// What `makeSharedContext()` makes and `body(content:context:)` receives.
    associatedtype Context = Void
    associatedtype Body: View
    /// The preview a modifier wraps.
    typealias Content = PreviewModifierContent

    /// Makes the context every preview with this modifier shares; called once per run.
    ///
    /// - Returns: The shared context.
    static func makeSharedContext() async throws -> Context

    /// Wraps a preview.
    ///
    /// - Parameters:
    ///   - content: The preview being wrapped.
    ///   - context: The shared context.
    /// - Returns: The wrapped preview.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// No shared context.
    public static func makeSharedContext() async throws {}
}

/// The preview a ``PreviewModifier`` wraps.
public struct PreviewModifierContent: View, PrimitiveView {
    public typealias Body = Never
    let base: AnyView

    func resolveNodes(in context: ResolveContext) -> [Node] {
        context.resolve(base, at: "preview")
    }
}

/// A ``PreviewModifier`` of any type: how to make its shared context and how to wrap a preview with it.
@MainActor
package struct AnyPreviewModifier {
    /// The modifier's type, which keys its shared context.
    package let type: ObjectIdentifier
    /// The modifier's type name, for messages.
    package let typeName: String
    /// Runs the type's `makeSharedContext()`.
    package let makeSharedContext: @MainActor () async throws -> Any
    let wrap: @MainActor (AnyView, Any) -> AnyView

    init<Modifier: PreviewModifier>(_ modifier: Modifier) {
        type = ObjectIdentifier(Modifier.self)
        typeName = String(describing: Modifier.self)
        makeSharedContext = { try await Modifier.makeSharedContext() }
        wrap = { view, context in
            // The context was made by this very type's `makeSharedContext()`, keyed by `type`.
            guard let context = context as? Modifier.Context else { return view }
            return AnyView(modifier.body(content: PreviewModifierContent(base: view), context: context))
        }
    }
}
