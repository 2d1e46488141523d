import ConvergenceTree

/// A choice of one option; options are tagged with `.tag(value)`, or by id inside `ForEach`.
///
/// ```swift
/// Picker("Sort", selection: $sort) {
///     Text("Name").tag(Sort.name)
///     Text("Date").tag(Sort.date)
/// }
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    /// A picker with any label.
    ///
    /// - Parameters:
    ///   - selection: The chosen option's tag; choosing an option (a `.pick` step) sets it.
    ///   - content: The options, each tagged with `.tag(_:)` or identified by `ForEach`.
    ///   - label: The picker's label.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        var optionContext = context
        optionContext.tagsRowsWithIDs = true
        var options: [PickerOption] = []
        var tags: [AnyHashable?] = []
        for node in optionContext.resolve(content, at: "Picker") {
            let (tag, label) = Self.tag(of: node)
            options.append(PickerOption(label: label, title: label.plainText))
            tags.append(tag?.value)
        }
        let current = AnyHashable(selection.wrappedValue)
        let selectedIndex = tags.firstIndex { $0 == current }
        let selection = MainActorBox((selection, tags))
        let scope = context.scope
        let isEnabled = context.environment.isEnabled
        let picker = PickerNode(
            label: context.resolveSingle(label, at: "label"),
            options: options,
            selectedIndex: selectedIndex,
            style: context.environment.pickerStyle,
            isDisabled: !context.environment.isEnabled,
            isLabelHidden: context.environment.labelsHidden,
            select: NodeInput { index in
                let (binding, tags) = selection.value
                guard isEnabled, tags.indices.contains(index), let tag = tags[index],
                    let value = tag.base as? SelectionValue
                else {
                    return
                }
                RenderScope.$current.withValue(scope) { binding.wrappedValue = value }
            }
        )
        return [.picker(picker)]
    }

    /// An option's tag, found on the option or inside the wrappers around it (padding, frames, accessibility…).
    static func tag(of node: Node) -> (Tag?, Node) {
        switch node {
        case .tagged(let tag, let inner): return (tag, inner)
        case .padding(_, let inner), .task(_, let inner), .scroll(let inner):
            return (tag(of: inner).0, node)
        case .accessibility(let accessibility): return (tag(of: accessibility.content).0, node)
        case .frame(let frame): return (tag(of: frame.content).0, node)
        case .border(let border): return (tag(of: border.content).0, node)
        default: return (nil, node)
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled with a string value.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - selection: The chosen option's tag; choosing an option (a `.pick` step) sets it.
    ///   - content: The options, each tagged with `.tag(_:)` or identified by `ForEach`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(title) }
    }
}
