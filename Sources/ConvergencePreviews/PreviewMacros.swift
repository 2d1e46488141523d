import ConvergenceViews

/// A preview of a view, which is also its snapshot test: `ScenarioCatalog.previews(in:)` finds it with no
/// registration code, and its file and title name its snapshot files.
///
/// The body is a view builder; `@Previewable` declarations at its top become the preview's state.
///
/// ```swift
/// #Preview("Loaded") { ItemsView(state: ItemScenarios.loaded()) }
///
/// #Preview {
///     @Previewable @State var isOn = true
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
///
/// - Parameters:
///   - name: The preview's title, which names its scenario; untitled previews are numbered in their file.
///   - body: The view to preview.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "ConvergenceMacros", type: "PreviewMacro")

/// A preview of a view with traits: a layout, an orientation, or a ``PreviewModifier``.
///
/// ```swift
/// #Preview("Row", traits: .sizeThatFitsLayout) { ItemRow(item: ItemFixtures.first) }
/// ```
///
/// - Parameters:
///   - name: The preview's title, which names its scenario; untitled previews are numbered in their file.
///   - traits: The first trait.
///   - additionalTraits: More traits.
///   - body: The view to preview.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ConvergenceMacros", type: "PreviewMacro")

/// Declares state of a `#Preview` at the top of its body: `@Previewable @State var count = 3`.
///
/// The preview's body becomes a view that holds the declaration, so bindings to it work as in an app.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ConvergenceMacros", type: "PreviewableMacro")
