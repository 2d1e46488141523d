import ConvergenceTree

/// Random render trees full of hostile text, with a record of every string and where it must reappear.
///
/// `texts` lists `Text` contents in the order the renderer emits them; `expectations` lists other user strings
/// with every form they may take once mapped (an attribute or a degraded `<span>`).
package struct HTMLTreeGenerator {
    package var random: PropertyRandom
    package private(set) var texts: [String] = []
    package private(set) var expectations: [[String]] = []

    /// The seed the HTML property tests and the random trees of ``ValidationTrees`` start from.
    package static let propertySeed: UInt64 = 0xC0FF_EE00_2024

    package init(seed: UInt64) {
        random = PropertyRandom(seed: seed)
    }

    /// Pieces chosen to break naive escaping: markup, references, every line break, controls, noncharacters, emoji, RTL.
    package static let pieces = [
        "a", "Zz", " ", "  ", "<", ">", "&", "\"", "'", "&amp;", "<script>alert('x')</script>", "</span>", "-->",
        "\n", "\r\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{0C}", "\u{7F}", "\u{85}", "\u{9F}", "\u{2028}", "\u{2029}",
        "\u{FFFE}", "\u{FFFF}", HTMLTestMapping.string(0xFDD0, 0xFDEF), "\u{1FFFF}", "\u{10FFFE}", "👩‍👩‍👧", "é", "שלום",
        "مرحبا", "\u{200F}", "日本",
    ]

    package mutating func string() -> String {
        (0..<random.below(6)).map { _ in random.pick(Self.pieces) }.joined()
    }

    package mutating func text() -> Node {
        let content = string()
        texts.append(content)
        let style = TextStyle(
            isBold: random.chance(30), isItalic: random.chance(30), isMonospaced: random.chance(20),
            font: random.chance(30) ? string() : nil, foreground: random.chance(30) ? "secondary" : nil,
            lineLimit: random.chance(20) ? 2 : nil, alignment: random.chance(20) ? .center : .leading
        )
        return .text(TextNode(content, style: style))
    }

    package mutating func expect(_ raw: String, _ lineBreaks: [String], extra: [String] = []) {
        expectations.append(lineBreaks.map { HTMLTestMapping.mapped(raw, lineBreak: $0) } + extra)
    }

    package mutating func node(depth: Int) -> Node {
        let kind = depth >= 4 ? random.below(5) : random.below(24)
        switch kind {
        case 0, 1: return text()
        case 2:
            let name = string()
            expect(name, ["\n"])
            return .image(ImageNode(systemName: name))
        case 3:
            return [
                .empty, .divider,
                .spacer(SpacerNode(minColumns: random.chance(50) ? 1 : nil, minRows: random.chance(50) ? 1 : nil)),
            ][random.below(3)]
        case 4:
            texts.append("plain")
            return .text(TextNode("plain"))
        case 5, 6:
            let axis = random.pick([StackAxis.vertical, .horizontal, .depth])
            return .stack(
                StackNode(
                    axis: axis, alignment: .topLeading, spacing: random.chance(50) ? 1 : nil, children: nodes(depth)))
        case 7: return .list(ListNode(sections: (0..<random.below(3)).map { _ in section(depth) }))
        case 8: return .section(section(depth))
        case 9:
            let label = node(depth: depth + 1)
            return .button(
                ButtonNode(
                    label: label, role: random.chance(30) ? .destructive : nil, isDisabled: random.chance(30),
                    action: .none))
        case 10:
            let icon = node(depth: depth + 1)
            return .label(LabelNode(title: node(depth: depth + 1), icon: icon))
        case 11:
            let label = random.chance(60) ? node(depth: depth + 1) : nil
            return .progress(
                ProgressNode(label: label, fraction: random.chance(50) ? Double(random.below(101)) / 100 : nil))
        case 12:
            let title = node(depth: depth + 1)
            let description = random.chance(50) ? node(depth: depth + 1) : nil
            let actions = random.chance(50) ? node(depth: depth + 1) : nil
            return .unavailable(
                UnavailableNode(
                    systemImage: random.chance(50) ? "tray" : nil, title: title, description: description,
                    actions: actions))
        case 13: return textField()
        case 14: return .toggle(ToggleNode(label: node(depth: depth + 1), isOn: random.chance(50), set: .none))
        case 15: return picker(depth)
        case 16:
            let title = random.chance(70) ? string() : nil
            if let title { expect(title, ["\n"]) }
            return .navigation(NavigationNode(title: title, content: node(depth: depth + 1)))
        case 17: return .scroll(node(depth: depth + 1))
        case 18: return .padding(CellInsets(top: random.below(3), leading: random.below(3)), node(depth: depth + 1))
        case 19:
            let content = node(depth: depth + 1)
            return .frame(
                FrameNode(
                    width: random.chance(50) ? 8 : nil, maxWidth: random.chance(50) ? FrameNode.infinity : nil,
                    isFixedWidth: random.chance(30), content: content))
        case 20: return .border(BorderNode(style: random.chance(50) ? string() : nil, content: node(depth: depth + 1)))
        case 21:
            let identifier = random.chance(70) ? string() : nil
            let label = random.chance(70) ? string() : nil
            for value in [identifier, label].compactMap(\.self) { expect(value, ["\n"]) }
            return .accessibility(
                AccessibilityNode(identifier: identifier, label: label, content: node(depth: depth + 1)))
        case 22: return .task(TaskEffect(origin: "Generated", identity: "\(depth)", work: {}), node(depth: depth + 1))
        default: return .tagged(Tag(random.below(10)), node(depth: depth + 1))
        }
    }

    private mutating func nodes(_ depth: Int) -> [Node] {
        (0..<random.below(4)).map { _ in node(depth: depth + 1) }
    }

    private mutating func section(_ depth: Int) -> SectionNode {
        let header = random.chance(50) ? node(depth: depth + 1) : nil
        let rows = nodes(depth)
        let footer = random.chance(40) ? node(depth: depth + 1) : nil
        return SectionNode(header: header, rows: rows, footer: footer)
    }

    private mutating func textField() -> Node {
        let title = string()
        let text = string()
        let prompt = random.chance(50) ? string() : nil
        let isSecure = random.chance(25)
        expect(title, ["\n"])
        if isSecure {
            expectations.append([String(repeating: "•", count: text.count)])
        } else {
            expect(text, ["\n", "\u{240A}"])
        }
        if let prompt { expect(prompt, ["\n", "\u{240A}"]) }
        return .textField(TextFieldNode(title: title, prompt: prompt, text: text, isSecure: isSecure, edit: .none))
    }

    private mutating func picker(_ depth: Int) -> Node {
        let label = node(depth: depth + 1)
        let titles = (0..<random.below(4)).map { _ in string() }
        for title in titles {
            let mapped = HTMLTestMapping.mapped(title, lineBreak: "\n")
            expectations.append([mapped, mapped + "\u{A0}"])
        }
        let options = titles.map { PickerOption(label: .text(TextNode($0)), title: $0) }
        let selected = titles.isEmpty || random.chance(20) ? nil : random.below(titles.count)
        return .picker(PickerNode(label: label, options: options, selectedIndex: selected, select: .none))
    }
}

/// The renderer's documented character mapping, written again independently so tests check the rule, not the code.
package enum HTMLTestMapping {
    /// A string of scalars by value, for those (U+FDD0–U+FDEF) Swift literals refuse to spell.
    package static func string(_ values: UInt32...) -> String {
        String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
    }

    package static func mapped(_ raw: String, lineBreak: String) -> String {
        var out = ""
        var afterCarriageReturn = false
        for scalar in raw.unicodeScalars {
            let value = scalar.value
            defer { afterCarriageReturn = value == 0x0D }
            if value == 0x0A && afterCarriageReturn { continue }
            switch value {
            case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: out += lineBreak
            case 0x09: out += "\t"
            case 0..<0x20: out.unicodeScalars.append(Unicode.Scalar(0x2400 + value)!)
            case 0x7F: out += "\u{2421}"
            case 0x80...0x9F: out += "\u{FFFD}"
            case 0xFDD0...0xFDEF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(value & 0xFFFE == 0xFFFE ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }
}
