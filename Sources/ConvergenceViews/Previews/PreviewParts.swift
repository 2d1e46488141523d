/// One preview among a `PreviewProvider`'s `previews`: Xcode shows each child of a `Group` or `ForEach` apart.
@MainActor
package struct PreviewPart {
    /// The preview's view.
    package let view: AnyView
    /// What its preview modifiers say.
    package let traits: PreviewPartTraits
}

/// Splits a view into the previews it holds: the children of groups, tuples and `ForEach`es, through
/// conditionals and modifiers (a modifier on a group applies to each preview in it), each with its traits.
///
/// As SwiftUI lists a view's children, the split goes on through the bodies of the app's own views and view
/// modifiers that keep no state (see ``previewPartsOfBody(of:)``): a modifier whose body shows its content once
/// light and once dark is two previews.
///
/// - Parameter view: A `PreviewProvider`'s `previews`.
/// - Returns: One part per preview, in order; a view that holds no such container is one part.
@MainActor
package func previewParts<Content: View>(of view: Content) -> [PreviewPart] {
    if let splitting = view as? any PreviewSplitting { return splitting.previewParts() }
    if let parts = previewPartsOfBody(of: view) { return parts }
    return [PreviewPart(view: AnyView(view), traits: PreviewPartTraits())]
}

/// A view that can hold several previews, or carries a preview's traits.
@MainActor
protocol PreviewSplitting {
    func previewParts() -> [PreviewPart]
}

extension PreviewTraitsView: PreviewSplitting {
    func previewParts() -> [PreviewPart] {
        ConvergenceViews.previewParts(of: content).map { part in
            PreviewPart(view: part.view, traits: part.traits.under(traits))
        }
    }
}

extension Group: PreviewSplitting {
    func previewParts() -> [PreviewPart] { ConvergenceViews.previewParts(of: content) }
}

extension TupleView: PreviewSplitting {
    func previewParts() -> [PreviewPart] {
        var parts: [PreviewPart] = []
        for child in repeat each content {
            parts += ConvergenceViews.previewParts(of: child)
        }
        return parts
    }
}

extension ConditionalContent: PreviewSplitting {
    func previewParts() -> [PreviewPart] {
        switch storage {
        case .trueContent(let content): ConvergenceViews.previewParts(of: content)
        case .falseContent(let content): ConvergenceViews.previewParts(of: content)
        }
    }
}

extension Optional: PreviewSplitting where Wrapped: View {
    func previewParts() -> [PreviewPart] {
        switch self {
        case .some(let content): ConvergenceViews.previewParts(of: content)
        case .none: []
        }
    }
}

extension ForEach: PreviewSplitting where Content: View {
    func previewParts() -> [PreviewPart] {
        data.flatMap { element in ConvergenceViews.previewParts(of: content(element)) }
    }
}

extension ModifiedView: PreviewSplitting {
    func previewParts() -> [PreviewPart] {
        rewrapping(ConvergenceViews.previewParts(of: content), whole: self) { part in
            ModifiedView<AnyView>(content: part, effect: anyContentEffect)
        }
    }

    /// The same effect, for a type-erased content (the enum is nested in the generic type, not generic itself).
    private var anyContentEffect: ModifiedView<AnyView>.Effect {
        switch effect {
        case .environment(let change): .environment(change)
        case .wrap(let wrap): .wrap(wrap)
        case .task(let id, let work): .task(id: id, work)
        case .navigationTitle(let title): .navigationTitle(title)
        case .tag(let value): .tag(value)
        }
    }
}

extension ModifiedContent: PreviewSplitting {
    func previewParts() -> [PreviewPart] {
        let contentParts = ConvergenceViews.previewParts(of: content)
        if contentParts.count == 1, let parts = previewPartsOfModifierBody(contentTraits: contentParts[0].traits) {
            return parts
        }
        return rewrapping(contentParts, whole: self) { part in
            ModifiedContent<AnyView, Modifier>(content: part, modifier: modifier)
        }
    }
}

/// The parts of a modified view: the whole view when its content is one preview (keeping that preview's
/// traits), else each part with the same modifier applied, as SwiftUI applies a group's modifiers to each child.
@MainActor
private func rewrapping<Whole: View, Wrapped: View>(
    _ parts: [PreviewPart], whole: Whole, _ wrap: (AnyView) -> Wrapped
) -> [PreviewPart] {
    guard parts.count != 1 else { return [PreviewPart(view: AnyView(whole), traits: parts[0].traits)] }
    return parts.map { part in PreviewPart(view: AnyView(wrap(part.view)), traits: part.traits) }
}
