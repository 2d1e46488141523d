/// One preview: an optional name, its traits and the view it shows. `#Preview` builds one; you rarely write it.
///
/// The `#Preview` macro expands into a type that returns one of these, and
/// `ScenarioCatalog/previews(in:filePath:)` turns each into a scenario: the preview *is* the snapshot test.
///
/// ```swift
/// #Preview("Loaded", traits: .sizeThatFitsLayout) {
///     ItemsView(state: ItemScenarios.loaded())
/// }
/// ```
@MainActor
public struct Preview {
    /// Traits that apply to previews of views: layouts, orientations and modifiers.
    public enum ViewTraits {}

    /// The preview's name, as written; `nil` for an untitled preview, which is numbered in its file.
    public let name: String?
    /// The traits, in the order written.
    public let traits: [PreviewTrait<ViewTraits>]
    let body: @MainActor () -> any View

    /// A preview of a view.
    ///
    /// - Parameters:
    ///   - name: The preview's name, which names its scenario and snapshot files.
    ///   - traits: Layouts, orientations and ``PreviewModifier``s to apply.
    ///   - body: Builds the view, once for each construction of the preview's scenario.
    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = traits
        self.body = body
    }

    /// The preview's view with its traits' modifiers applied, each given the shared context its type made.
    package func makeView(sharedContext: (AnyPreviewModifier) -> Any) -> AnyView {
        var view = AnyView(body())
        for modifier in modifiers {
            view = modifier.wrap(view, sharedContext(modifier))
        }
        return view
    }

    /// What the traits say about layout and orientation, in a form that crosses actors.
    package var traitSummary: PreviewTraitSummary {
        var summary = PreviewTraitSummary()
        for trait in traits { summary.apply(trait.kind) }
        return summary
    }

    /// The modifiers among the traits, whose shared contexts must exist before the view is built.
    package var modifiers: [AnyPreviewModifier] {
        traits.compactMap { trait in
            if case .modifier(let modifier) = trait.kind { modifier } else { nil }
        }
    }
}
