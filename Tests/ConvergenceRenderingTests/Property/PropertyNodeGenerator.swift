import ConvergenceTestSupport
import ConvergenceTree

/// Random render trees that reach every `Node` case and every option, with text from ``PropertyCorpus``.
///
/// Trees are bounded by depth and by a node budget, so a case renders quickly at every width. The same seed
/// always builds the same tree.
struct PropertyNodeGenerator {
    var random: PropertyRandom
    var budget: Int
    let maxDepth: Int

    /// Whether texts are also drawn from ``FuzzText`` (random scalars of every plane, huge words, markup).
    var fuzzesText = false

    init(seed: UInt64, budget: Int = 24, maxDepth: Int = 5) {
        random = PropertyRandom(seed: seed)
        self.budget = budget
        self.maxDepth = maxDepth
    }

    static func tree(seed: UInt64) -> Node {
        var generator = PropertyNodeGenerator(seed: seed)
        return generator.node(depth: 0)
    }

    // MARK: Text

    mutating func string() -> String {
        if fuzzesText, random.chance(50) { return FuzzText.string(&random) }
        if random.chance(8) { return random.pick(["", " ", "   ", "\t"]) }
        let count = random.int(1...4)
        var text = ""
        for index in 0..<count {
            if index > 0, random.chance(45) { text += random.chance(85) ? " " : "  " }
            text += random.pick(PropertyCorpus.fragments)
        }
        return text
    }

    mutating func hiddenString() -> String {
        random.pick(PropertyCorpus.hiddenStrings)
    }

    mutating func alignment() -> Alignment {
        Alignment(
            horizontal: random.pick(HorizontalAlignment.allCases), vertical: random.pick(VerticalAlignment.allCases))
    }

    mutating func style() -> TextStyle {
        TextStyle(
            isBold: random.chance(20), isItalic: random.chance(20), isMonospaced: random.chance(10),
            font: random.chance(15) ? hiddenString() : nil,
            foreground: random.chance(15) ? hiddenString() : nil,
            lineLimit: random.chance(25) ? random.pick([1, 1, 2, 3, 0]) : nil,
            alignment: random.pick(HorizontalAlignment.allCases)
        )
    }

    mutating func text() -> Node {
        .text(TextNode(string(), style: style()))
    }

    mutating func image() -> Node {
        let name = random.chance(75) ? random.pick(PropertyCorpus.symbolNames) : string()
        return .image(ImageNode(systemName: name, style: random.chance(20) ? style() : TextStyle()))
    }

    // MARK: Nodes

    mutating func leaf() -> Node {
        switch random.below(12) {
        case 0, 1, 2, 3, 4: return text()
        case 5: return image()
        case 6:
            return .spacer(
                SpacerNode(
                    minColumns: random.chance(50) ? random.int(0...3) : nil,
                    minRows: random.chance(50) ? random.int(0...3) : nil))
        case 7: return .divider
        case 8: return .empty
        case 9: return textField()
        case 10: return .progress(ProgressNode(label: nil, fraction: fraction()))
        default: return text()
        }
    }

    mutating func fraction() -> Double? {
        random.pick([nil, 0, 0.05, 0.4, 0.999, 1, 1.5, -2, .nan, .infinity])
    }

    mutating func textField() -> Node {
        let secure = random.chance(30)
        return .textField(
            TextFieldNode(
                title: random.chance(20) ? "" : string(),
                prompt: random.chance(40) ? string() : nil,
                text: secure
                    ? hiddenString() + (random.chance(50) ? string() : "") : (random.chance(20) ? "" : string()),
                isSecure: secure,
                isDisabled: random.chance(20),
                edit: .none
            )
        )
    }

    mutating func children(depth: Int, upTo limit: Int = 4) -> [Node] {
        (0..<random.int(0...limit)).map { _ in node(depth: depth + 1) }
    }

    mutating func section(depth: Int) -> SectionNode {
        SectionNode(
            header: random.chance(50) ? node(depth: depth + 1) : nil,
            rows: children(depth: depth),
            footer: random.chance(40) ? node(depth: depth + 1) : nil
        )
    }

    mutating func spacing() -> Int? {
        random.chance(40) ? nil : random.pick([0, 0, 1, 2, 3, 12])
    }

    mutating func frameWidth() -> Int? {
        random.chance(50) ? nil : random.pick([0, 1, 2, 3, 5, 10, 30, FrameNode.infinity])
    }

    mutating func node(depth: Int) -> Node {
        budget -= 1
        if depth >= maxDepth || budget <= 0 { return leaf() }
        switch random.below(30) {
        case 0...6: return leaf()
        case 7, 8, 9:
            let axis = random.pick([StackAxis.vertical, .horizontal, .horizontal, .depth])
            return .stack(
                StackNode(axis: axis, alignment: alignment(), spacing: spacing(), children: children(depth: depth)))
        case 10: return .list(ListNode(sections: (0..<random.int(0...3)).map { _ in section(depth: depth) }))
        case 11: return .section(section(depth: depth))
        case 12:
            let role = random.pick([nil, ButtonNode.Role.destructive, .cancel])
            return .button(
                ButtonNode(label: node(depth: depth + 1), role: role, isDisabled: random.chance(30), action: .none))
        case 13:
            return .label(
                LabelNode(title: node(depth: depth + 1), icon: random.chance(70) ? image() : node(depth: depth + 1)))
        case 14:
            return .progress(
                ProgressNode(label: random.chance(70) ? node(depth: depth + 1) : nil, fraction: fraction()))
        case 15:
            return .unavailable(
                UnavailableNode(
                    systemImage: random.chance(60)
                        ? (random.chance(80) ? random.pick(PropertyCorpus.symbolNames) : string()) : nil,
                    title: node(depth: depth + 1),
                    description: random.chance(50) ? node(depth: depth + 1) : nil,
                    actions: random.chance(40) ? node(depth: depth + 1) : nil
                )
            )
        case 16: return textField()
        case 17:
            return .toggle(
                ToggleNode(
                    label: node(depth: depth + 1), isOn: random.bool(), isDisabled: random.chance(20), set: .none))
        case 18: return picker(depth: depth)
        case 19:
            return .navigation(
                NavigationNode(title: random.chance(70) ? string() : nil, content: node(depth: depth + 1)))
        case 20: return .scroll(node(depth: depth + 1))
        case 21:
            let big = random.chance(10)
            let insets = CellInsets(
                top: random.int(0...2), leading: big ? 40 : random.int(0...4),
                bottom: random.int(0...2), trailing: random.int(0...4)
            )
            return .padding(insets, node(depth: depth + 1))
        case 22, 23:
            return .frame(
                FrameNode(
                    width: random.chance(30) ? frameWidth() : nil,
                    minWidth: random.chance(30) ? frameWidth() : nil,
                    maxWidth: random.chance(40) ? frameWidth() : nil,
                    minHeight: random.chance(20) ? random.int(0...3) : nil,
                    alignment: alignment(),
                    isFixedWidth: random.chance(15),
                    content: node(depth: depth + 1)
                )
            )
        case 24:
            return .border(BorderNode(style: random.chance(50) ? hiddenString() : nil, content: node(depth: depth + 1)))
        case 25:
            return .accessibility(
                AccessibilityNode(
                    identifier: random.chance(60) ? hiddenString() : nil,
                    label: random.chance(60) ? hiddenString() : nil,
                    content: node(depth: depth + 1)
                )
            )
        case 26:
            let effect = TaskEffect(origin: hiddenString(), identity: hiddenString(), work: {})
            return .task(effect, node(depth: depth + 1))
        case 27: return .tagged(Tag(AnyHashable(random.below(5))), node(depth: depth + 1))
        case 28:
            // Nested buttons and stacks of controls, a common real-world shape.
            let inner = Node.button(
                ButtonNode(label: node(depth: depth + 2), isDisabled: random.chance(50), action: .none))
            return .button(ButtonNode(label: inner, isDisabled: random.chance(30), action: .none))
        default:
            return .stack(
                StackNode(axis: .depth, alignment: alignment(), spacing: spacing(), children: children(depth: depth)))
        }
    }

    mutating func picker(depth: Int) -> Node {
        let count = random.int(0...4)
        let options = (0..<count).map { _ in
            PickerOption(
                label: random.chance(70) ? text() : node(depth: depth + 1),
                title: random.chance(80) ? string() : ""
            )
        }
        let selected: Int? = count > 0 && random.chance(75) ? random.below(count) : nil
        let style = random.pick([PickerNode.Style.automatic, .menu, .segmented, .inline, .wheel, .navigationLink])
        let label: Node = random.chance(15) ? .empty : (random.chance(70) ? text() : node(depth: depth + 1))
        return .picker(
            PickerNode(
                label: label, options: options, selectedIndex: selected, style: style, isDisabled: random.chance(20),
                select: .none)
        )
    }
}
