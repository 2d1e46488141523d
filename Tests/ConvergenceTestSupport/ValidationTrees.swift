import ConvergenceTree

/// HTML documents' trees for the HTML tests: between them every node kind, hostile text, and every nesting the
/// renderer must degrade. Checked in-process by the rendering tests and by the W3C Nu checker in the tool tests.
package enum ValidationTrees {
    /// Trees that between them use every node kind, hostile text, and every nesting the renderer must degrade.
    package static var all: [(name: String, tree: Node)] {
        let options = ["Light", "Dark", ""].map { PickerOption(label: text($0), title: $0) }
        let controls: [Node] = [
            .button(ButtonNode(label: text("Save"), action: .none)),
            .textField(TextFieldNode(title: "Name", prompt: "Your\nname", text: "Ada \"<b>\"", edit: .none)),
            .textField(TextFieldNode(title: "Password", text: "secret", isSecure: true, edit: .none)),
            .toggle(ToggleNode(label: text("Wi-Fi"), isOn: true, set: .none)),
            .picker(PickerNode(label: text("Theme"), options: options, selectedIndex: 0, style: .menu, select: .none)),
            .progress(ProgressNode(label: text("Upload"), fraction: 0.4)),
            .progress(ProgressNode()),
        ]
        let nasty =
            "<script>alert(\"x\")</script> 'q' &amp; \u{0}\u{7}\u{1B}\u{7F}\u{85}\u{9F}\u{FFFE}"
            + String(Character(Unicode.Scalar(0xFDD0)!)) + "\r\n👩‍👩‍👧 שלום مرحبا\t\u{2028}end"
        let settings = Node.navigation(
            NavigationNode(
                title: "Settings",
                content: .list(
                    ListNode(sections: [
                        SectionNode(header: text("Account"), rows: controls, footer: text("Shown to friends")),
                        SectionNode(rows: [
                            .label(LabelNode(title: text("Help"), icon: .image(ImageNode(systemName: "info.circle"))))
                        ]),
                    ]))))
        let nested = Node.button(
            ButtonNode(
                label: .stack(
                    StackNode(
                        axis: .vertical,
                        children: controls + [
                            .list(ListNode(sections: [SectionNode(header: text("In a button"), rows: [text("Row")])])),
                            .navigation(NavigationNode(title: "Nav", content: .divider)),
                            .unavailable(
                                UnavailableNode(systemImage: "tray", title: text("Nothing"), actions: controls[0])),
                        ])), action: .none))
        let modifiers = Node.stack(
            StackNode(
                axis: .depth, alignment: .topLeading,
                children: [
                    .padding(
                        CellInsets(top: 1, leading: 2, bottom: 1, trailing: 2),
                        .border(BorderNode(style: "red", content: text("Box")))),
                    .frame(
                        FrameNode(
                            width: 10, minHeight: 2, content: .scroll(.spacer(SpacerNode(minColumns: 1, minRows: 1))))),
                    .accessibility(AccessibilityNode(identifier: "id", label: "Label", content: text("Named"))),
                    .accessibility(AccessibilityNode(identifier: "field", label: "Field", content: controls[1])),
                    .accessibility(
                        AccessibilityNode(
                            identifier: "group", label: "Group", content: .section(SectionNode(rows: [text("x")])))),
                    .toggle(
                        ToggleNode(
                            label: .stack(StackNode(axis: .horizontal, children: controls)), isOn: false, set: .none)),
                ]))
        let shapes: [Node] = [
            .shape(ShapeNode(kind: .circle, style: "red", svgPath: "M0 0 L100 100 Z")),
            .shape(ShapeNode(kind: .path, style: "\"><x>", isStroked: true, trimFrom: 0.2, trimTo: 0.7)),
        ]
        let layout = Node.stack(
            StackNode(
                axis: .vertical,
                children: [
                    .grid(GridNode(cells: .rows([[text("A"), shapes[0]], [.divider], [text("B"), text("C")]]))),
                    .grid(
                        GridNode(
                            cells: .rows([[text("Name"), text("Size")], [.divider], [text("a.txt"), controls[0]]]),
                            isTable: true)),
                    .button(
                        ButtonNode(
                            label: .grid(GridNode(cells: .rows([[text("In"), text("button")]]), isTable: true)),
                            action: .none)),
                    .grid(
                        GridNode(
                            cells: .flow(
                                columns: [
                                    .fixed(4), .flexible(minimum: 2, maximum: nil), .adaptive(minimum: 3, maximum: 9),
                                ],
                                items: shapes + [text("D")]))),
                    .hidden(controls[0]),
                    .gesture(GestureNode(content: text("Tap"), tap: NodeAction.none, longPress: NodeAction.none)),
                    .firstFitting([text("Wide"), text("W")]),
                    .button(
                        ButtonNode(
                            label: .stack(
                                StackNode(
                                    axis: .horizontal,
                                    children: shapes + [
                                        .grid(GridNode(cells: .rows([[text("in"), text("button")]]))),
                                        .hidden(text("x")), .gesture(GestureNode(content: text("g"))),
                                    ])), action: .none)),
                ]))
        let headed = Node.section(SectionNode(header: text("Outer"), rows: [settings], footer: settings))
        var trees = [
            ("settings", settings), ("nested-controls", nested), ("modifiers", modifiers), ("headed-section", headed),
            ("layout", layout),
            (
                "nasty-text",
                .stack(
                    StackNode(
                        axis: .vertical,
                        children: [
                            text(nasty),
                            .picker(
                                PickerNode(
                                    label: text(nasty), options: [PickerOption(label: .empty, title: nasty)],
                                    selectedIndex: 0, select: .none
                                )),
                            .accessibility(
                                AccessibilityNode(
                                    identifier: nasty, label: nasty, content: .image(ImageNode(systemName: nasty)))),
                        ]))
            ),
            ("empty", .empty),
            ("navigation-and-presentation", navigationTree(controls: controls)),
            ("navigation-in-a-button", .button(ButtonNode(label: navigationTree(controls: controls), action: .none))),
        ]
        var generator = HTMLTreeGenerator(seed: HTMLTreeGenerator.propertySeed)
        for index in 0..<20 {
            trees.append(("random-\(index)", generator.node(depth: 0)))
        }
        return trees
    }

    /// A pushed screen with every bar part, links, rows with marks and revealed actions, tabs, a pager, a split view
    /// and layered presentations.
    private static func navigationTree(controls: [Node]) -> Node {
        let back = Node.button(
            ButtonNode(
                label: .label(LabelNode(title: text("Inbox"), icon: .image(ImageNode(systemName: "chevron.left")))),
                action: .none))
        let row = RowNode(
            content: text("Milk"), index: 0, isEditing: true, delete: NodeAction.none, move: NodeInput<Int>.none,
            trailingActions: [controls[0]], contextMenu: [controls[0]], reveal: .trailingActions)
        let menuRow = RowNode(content: text("Eggs"), index: 1, contextMenu: [controls[0]], reveal: .contextMenu)
        let list = Node.list(
            ListNode(sections: [
                SectionNode(
                    header: text("Rows"),
                    rows: [
                        .row(row), .row(menuRow),
                        .link(LinkNode(kind: .navigation, label: text("Details"), action: .none)),
                        .link(
                            LinkNode(
                                kind: .external, label: text("Docs"), url: "docs/?a=1&b=\"2\"",
                                action: .none)),
                        .badge(BadgeNode(text: "3", content: text("Unread"))),
                    ])
            ]))
        let screen = Node.navigation(
            NavigationNode(
                title: "Detail", content: .refreshable(RefreshableNode(action: .none, content: list)),
                titleDisplayMode: .inline, backButton: back, leadingItems: [controls[0]], trailingItems: [controls[0]],
                principal: text("Middle"), bottomItems: [controls[0], .spacer(SpacerNode()), controls[0]],
                searchField: controls[1]))
        let tab = { (title: String, selected: Bool) in
            TabItemNode(
                label: text(title), title: title, badge: selected ? nil : "2", isSelected: selected, select: .none)
        }
        let tabs = Node.tabView(TabViewNode(tabs: [tab("Home", true), tab("Mail", false)], content: screen))
        let pager = Node.tabView(
            TabViewNode(tabs: [tab("One", true), tab("Two", false)], content: text("Page"), style: .page))
        let split = Node.splitView(SplitViewNode(columns: [text("Sidebar"), tabs], compact: text("Sidebar")))
        let sheet = Node.presentation(
            PresentationNode(
                kind: .sheet, base: .stack(StackNode(axis: .vertical, children: [split, pager])),
                content: screen, dismiss: NodeAction.none))
        return .presentation(PresentationNode(kind: .alert, base: sheet, content: controls[0]))
    }

    private static func text(_ content: String) -> Node { .text(TextNode(content)) }
}
