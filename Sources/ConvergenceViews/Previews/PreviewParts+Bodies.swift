import ConvergenceTree

// Previews inside the bodies of an app's own views and view modifiers: SwiftUI lists a view's children through
// bodies, so `ContentView().modifier(LightAndDark())` whose body holds the content twice is two previews. Only
// bodies that can run outside a render are opened: the type is the app's (Convergence's own views are containers
// with meaning, such as `Section`) and stores no `@State`, `@Environment` or other dynamic property.

/// The previews in a view's body, or nil when the body is not opened (a built-in view, or one with state).
///
/// - Parameter view: A view among a provider's previews.
/// - Returns: The whole view with its body's traits when the body holds one preview, one part per preview when it
///   holds several.
@MainActor
func previewPartsOfBody<Content: View>(of view: Content) -> [PreviewPart]? {
    guard case .composed = ViewKind.of(Content.self), isOpenable(view) else { return nil }
    let parts = previewParts(of: view.body)
    guard parts.count > 1 else { return parts.first.map { [PreviewPart(view: AnyView(view), traits: $0.traits)] } }
    return parts.indices.map { index in
        PreviewPart(view: AnyView(PreviewBodyPart(view: view, index: index)), traits: parts[index].traits)
    }
}

extension ModifiedContent {
    /// The previews in the modifier's body around content whose own traits are `contentTraits`, or nil when the
    /// body is not opened or holds one preview without traits of its own.
    func previewPartsOfModifierBody(contentTraits: PreviewPartTraits) -> [PreviewPart]? {
        guard isOpenable(modifier) else { return nil }
        let parts = ConvergenceViews.previewParts(of: modifier.body(content: ViewModifierContent { _ in [] }))
        guard parts.count > 1 else {
            guard let part = parts.first, part.traits != PreviewPartTraits() else { return nil }
            return [PreviewPart(view: AnyView(self), traits: contentTraits.under(part.traits))]
        }
        return parts.indices.map { index in
            PreviewPart(
                view: AnyView(PreviewModifierBodyPart(modified: self, index: index)),
                traits: contentTraits.under(parts[index].traits))
        }
    }
}

/// One of the previews a view's body holds: the body evaluated again at render time, that preview resolved.
struct PreviewBodyPart<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let view: Content
    let index: Int

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let parts = previewParts(of: view.body)
        guard index < parts.count else { return [] }
        var inner = context
        inner.origin = String(describing: Content.self)
        return inner.resolve(parts[index].view, at: inner.origin)
    }
}

/// One of the previews a view modifier's body holds, resolved where the modifier is installed.
struct PreviewModifierBodyPart<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    typealias Body = Never
    let modified: ModifiedContent<Content, Modifier>
    let index: Int

    func resolveNodes(in context: ResolveContext) -> [Node] {
        modified.resolveBody(in: context) { body, inner in
            let parts = previewParts(of: body)
            return index < parts.count ? inner.resolve(parts[index].view) : []
        }
    }
}

/// Whether a view's or modifier's body may be evaluated to find previews: its type is not Convergence's own and
/// it stores no dynamic property, whose value only a render provides.
private func isOpenable(_ value: Any) -> Bool {
    let module = String(reflecting: type(of: value)).prefix { $0 != "." }
    guard !convergenceModules.contains(module) else { return false }
    return Mirror(reflecting: value).children.allSatisfy { child in
        !(child.value is any DynamicProperty) && !(child.value is any ResolvableProperty)
    }
}

/// The modules whose views are Convergence's own.
private let convergenceModules: Set<Substring> = [
    "ConvergenceViews", "Convergence", "ConvergenceScenarios", "ConvergenceSnapshots", "ConvergenceCLI",
]
