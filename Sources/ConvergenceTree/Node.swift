/// The plain render tree: what resolving a view produces and the only thing renderers read.
///
/// A `Node` is data, not behaviour: it is `Sendable`, `Equatable`, and free of views. Button actions,
/// input handlers and `.task` effects ride along in ``NodeAction``, ``NodeInput`` and ``TaskEffect``,
/// which compare equal to each other, so two renders of the same screen are equal trees.
///
/// The cases come in families (Text, Stacks, Grids, Lists, Controls, Navigation, Presentation, Shapes, Modifiers),
/// and each family has a file of the same name wherever nodes are handled: `ListNodes.swift` here,
/// `ASCIILayout+Lists.swift` and `HTMLBuilder+Lists.swift` in the renderers.
package indirect enum Node: Sendable, Equatable {
    // MARK: Text

    /// Nothing at all (`EmptyView`, a false `if` without `else`).
    case empty
    /// A run of user text, possibly with several lines.
    case text(TextNode)
    /// A symbol such as `Image(systemName: "star.fill")`.
    case image(ImageNode)
    /// A `Label`: an icon beside a title.
    case label(LabelNode)

    // MARK: Stacks

    /// `VStack`, `HStack` or `ZStack`.
    case stack(StackNode)
    /// Flexible space along the enclosing stack's axis.
    case spacer(SpacerNode)
    /// A separator line across the enclosing stack.
    case divider
    /// A `ScrollView`: content shown whole, since snapshots have no viewport.
    case scroll(Node)
    /// `ViewThatFits`: the first candidate whose ideal width fits the width offered, else the last.
    case firstFitting([Node])

    // MARK: Grids

    /// `Grid`, `LazyVGrid` or `LazyHGrid`: cells lined up in columns.
    case grid(GridNode)

    // MARK: Lists

    /// A `List`: sections of rows.
    case list(ListNode)
    /// A `Section` outside a list (inside a list it becomes one of the list's sections).
    case section(SectionNode)
    /// A row of a `ForEach` that can be deleted, moved, swiped or long-pressed for a context menu.
    case row(RowNode)
    /// `.badge`: a count or short text shown at the trailing edge of a row, or on a tab.
    case badge(BadgeNode)
    /// `.refreshable`: content a refresh step can reload.
    case refreshable(RefreshableNode)

    // MARK: Controls

    /// A `Button`.
    case button(ButtonNode)
    /// A `TextField` or `SecureField`.
    case textField(TextFieldNode)
    /// A `Toggle`.
    case toggle(ToggleNode)
    /// A `Picker`.
    case picker(PickerNode)
    /// A `Slider`, `DatePicker` or `ColorPicker`: a value set from a range.
    case valueControl(ValueControlNode)
    /// A `ProgressView`, determinate or not.
    case progress(ProgressNode)
    /// A `ContentUnavailableView`.
    case unavailable(UnavailableNode)

    // MARK: Navigation

    /// A `NavigationStack` and the title its content asked for.
    case navigation(NavigationNode)
    /// A `NavigationLink` (a row that pushes a screen) or a `Link` (opens a URL).
    case link(LinkNode)
    /// A `TabView`: the selected tab's content and the bar that switches tabs.
    case tabView(TabViewNode)
    /// `.tabItem` (or a `Tab`): what a `TabView` shows for this child in its bar; transparent elsewhere.
    case tabItem(TabItemNode, Node)
    /// A `NavigationSplitView`: columns side by side when the width allows, else the one compact column.
    case splitView(SplitViewNode)

    // MARK: Presentation

    /// A screen with something presented over it: a sheet, a cover, a popover, an alert or a dialog.
    case presentation(PresentationNode)

    // MARK: Shapes

    /// A shape (`Rectangle`, `Circle`, a custom `Shape`…): a mark in a row, or a box of glyphs filling its frame.
    case shape(ShapeNode)

    // MARK: Modifiers

    /// `.padding`, in cells.
    case padding(CellInsets, Node)
    /// `.frame(width:…)`, in cells.
    case frame(FrameNode)
    /// `.border`.
    case border(BorderNode)
    /// `.accessibilityIdentifier` / `.accessibilityLabel`.
    case accessibility(AccessibilityNode)
    /// A `.task` effect attached to its content.
    case task(TaskEffect, Node)
    /// A `.tag` value on a picker option; transparent everywhere else.
    case tagged(Tag, Node)
    /// `.hidden()` or `.opacity(0)`: the content's room, left blank.
    case hidden(Node)
    /// `.layoutPriority`: in a horizontal stack, higher priorities are given their width first.
    case prioritized(Double, Node)
    /// `.onTapGesture`, `.onLongPressGesture`, `.gesture`: content that steps can tap, long-press or drag.
    case gesture(GestureNode)
    /// Content whose layout direction or colour scheme differs from its container's (`\.layoutDirection`,
    /// `\.colorScheme`): text drawings mirror a right-to-left one, HTML marks both.
    case marked(EnvironmentMark, Node)
}

/// The direction a node's content flows in, as `\.layoutDirection` says.
package enum TreeLayoutDirection: Sendable, Equatable {
    case leftToRight, rightToLeft
}

/// The colour scheme a node's content is shown in, as `\.colorScheme` says.
package enum TreeColorScheme: String, Sendable, Equatable {
    case light, dark
}

/// What changes for a node's content against its container: its direction, its colour scheme, or both.
package struct EnvironmentMark: Sendable, Equatable {
    /// The content's direction, when it differs from the container's.
    package var direction: TreeLayoutDirection?
    /// The content's colour scheme, when it differs from the container's.
    package var colorScheme: TreeColorScheme?

    package init(direction: TreeLayoutDirection? = nil, colorScheme: TreeColorScheme? = nil) {
        self.direction = direction
        self.colorScheme = colorScheme
    }
}
