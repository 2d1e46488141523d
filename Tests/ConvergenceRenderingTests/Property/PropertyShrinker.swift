import ConvergenceTree

/// Greedy test-case reduction for render trees, and Swift source for the result.
///
/// `shrink` repeatedly tries one-step simplifications (drop or hoist a node, drop a scalar of a string, reset an
/// option to its default) and keeps the first that still fails, until none does. Every accepted step makes the
/// tree's Swift source strictly shorter, so reduction always ends.
enum PropertyShrinker {
    /// Shrinks the tree, then the width, then the tree again at the smaller width, until neither shrinks.
    static func shrink(_ node: Node, width: Int, stillFails: (Node, Int) -> Bool) -> (node: Node, width: Int) {
        var current = (node: node, width: width)
        while true {
            current.node = shrink(current.node) { stillFails($0, current.width) }
            guard let smaller = (1..<max(1, current.width)).first(where: { stillFails(current.node, $0) }) else {
                return current
            }
            current.width = smaller
        }
    }

    static func shrink(_ node: Node, stillFails: (Node) -> Bool) -> Node {
        var current = node
        var cost = literal(current).count
        var progressed = true
        while progressed {
            progressed = false
            for candidate in candidates(current) {
                let candidateCost = literal(candidate).count
                guard candidateCost < cost, stillFails(candidate) else { continue }
                current = candidate
                cost = candidateCost
                progressed = true
                break
            }
        }
        return current
    }

    // MARK: Candidates

    static func candidates(_ node: Node) -> [Node] {
        var result: [Node] = [.empty]
        let (children, rebuild) = slots(node)
        result += children
        result += local(node)
        for (index, child) in children.enumerated() {
            for replacement in candidates(child) {
                var changed = children
                changed[index] = replacement
                result.append(rebuild(changed))
            }
        }
        return result
    }

    /// Shorter versions of a string: each cluster dropped, then each scalar dropped.
    static func shorter(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var result: [String] = [""]
        let characters = Array(text)
        for index in characters.indices {
            var copy = characters
            copy.remove(at: index)
            result.append(String(copy))
        }
        let scalars = Array(text.unicodeScalars)
        if scalars.count > characters.count {
            for index in scalars.indices {
                var copy = scalars
                copy.remove(at: index)
                var string = ""
                string.unicodeScalars.append(contentsOf: copy)
                result.append(string)
            }
        }
        return result
    }

    /// The nodes directly inside a node, and how to put changed ones back.
    static func slots(_ node: Node) -> (children: [Node], rebuild: ([Node]) -> Node) {
        switch node {
        case .empty, .text, .image, .spacer, .divider, .textField:
            return ([], { _ in node })
        case .stack(var stack):
            return (
                stack.children,
                {
                    stack.children = $0
                    return .stack(stack)
                }
            )
        case .list(var list):
            let counts = list.sections.map { section in sectionSlots(section).count }
            let flat = list.sections.flatMap(sectionSlots)
            return (
                flat,
                { nodes in
                    var offset = 0
                    for (index, count) in counts.enumerated() {
                        list.sections[index] = rebuildSection(
                            list.sections[index], Array(nodes[offset..<offset + count]))
                        offset += count
                    }
                    return .list(list)
                }
            )
        case .section(let section):
            return (sectionSlots(section), { .section(rebuildSection(section, $0)) })
        case .button(var button):
            return (
                [button.label],
                {
                    button.label = $0[0]
                    return .button(button)
                }
            )
        case .label(var label):
            return (
                [label.title, label.icon],
                {
                    label.title = $0[0]
                    label.icon = $0[1]
                    return .label(label)
                }
            )
        case .progress(var progress):
            guard let label = progress.label else { return ([], { _ in node }) }
            return (
                [label],
                {
                    progress.label = $0[0]
                    return .progress(progress)
                }
            )
        case .unavailable(var unavailable):
            let parts = [unavailable.title, unavailable.description, unavailable.actions]
            return (
                parts.compactMap { $0 },
                { nodes in
                    var iterator = nodes.makeIterator()
                    unavailable.title = iterator.next()!
                    if unavailable.description != nil { unavailable.description = iterator.next() }
                    if unavailable.actions != nil { unavailable.actions = iterator.next() }
                    return .unavailable(unavailable)
                }
            )
        case .toggle(var toggle):
            return (
                [toggle.label],
                {
                    toggle.label = $0[0]
                    return .toggle(toggle)
                }
            )
        case .valueControl(var control):
            return (
                [control.label],
                {
                    control.label = $0[0]
                    return .valueControl(control)
                }
            )
        case .picker(var picker):
            return (
                [picker.label] + picker.options.map(\.label),
                { nodes in
                    picker.label = nodes[0]
                    for index in picker.options.indices { picker.options[index].label = nodes[index + 1] }
                    return .picker(picker)
                }
            )
        case .navigation(var navigation):
            return (
                [navigation.content],
                {
                    navigation.content = $0[0]
                    return .navigation(navigation)
                }
            )
        case .scroll(let content): return ([content], { .scroll($0[0]) })
        case .padding(let insets, let content): return ([content], { .padding(insets, $0[0]) })
        case .task(let effect, let content): return ([content], { .task(effect, $0[0]) })
        case .tagged(let tag, let content): return ([content], { .tagged(tag, $0[0]) })
        case .frame(var frame):
            return (
                [frame.content],
                {
                    frame.content = $0[0]
                    return .frame(frame)
                }
            )
        case .border(var border):
            return (
                [border.content],
                {
                    border.content = $0[0]
                    return .border(border)
                }
            )
        case .accessibility(var accessibility):
            return (
                [accessibility.content],
                {
                    accessibility.content = $0[0]
                    return .accessibility(accessibility)
                }
            )
        case .shape: return ([], { _ in node })
        case .grid(var grid):
            switch grid.cells {
            case .rows(let rows):
                let counts = rows.map(\.count)
                return (
                    rows.flatMap(\.self),
                    { nodes in
                        var offset = 0
                        grid.cells = .rows(
                            counts.map { count in
                                defer { offset += count }
                                return Array(nodes[offset..<offset + count])
                            })
                        return .grid(grid)
                    }
                )
            case .flow(let columns, let items):
                return (
                    items,
                    {
                        grid.cells = .flow(columns: columns, items: $0)
                        return .grid(grid)
                    }
                )
            }
        case .hidden(let content): return ([content], { .hidden($0[0]) })
        case .gesture(var gesture):
            return (
                [gesture.content],
                {
                    gesture.content = $0[0]
                    return .gesture(gesture)
                }
            )
        case .firstFitting(let candidates): return (candidates, { .firstFitting($0) })
        default:
            // Navigation, presentation and row nodes are not generated; they shrink as a whole.
            return ([], { _ in node })
        }
    }

    static func sectionSlots(_ section: SectionNode) -> [Node] {
        [section.header, section.footer].compactMap { $0 } + section.rows
    }

    static func rebuildSection(_ section: SectionNode, _ nodes: [Node]) -> SectionNode {
        var section = section
        var index = 0
        if section.header != nil {
            section.header = nodes[index]
            index += 1
        }
        if section.footer != nil {
            section.footer = nodes[index]
            index += 1
        }
        section.rows = Array(nodes[index...])
        return section
    }

    /// Simplifications of a node's own fields: shorter strings, fewer children, default options.
    static func local(_ node: Node) -> [Node] {
        switch node {
        case .empty, .divider: return []
        case .spacer: return [.spacer(SpacerNode())]
        case .text(let text):
            var result = shorter(text.content).map { Node.text(TextNode($0, style: text.style)) }
            var style = text.style
            style.lineLimit = nil
            result.append(.text(TextNode(text.content, style: style)))
            for change in [
                { (s: inout TextStyle) in s.alignment = .leading }, { $0.font = nil }, { $0.foreground = nil },
                { $0.isBold = false }, { $0.isItalic = false }, { $0.isMonospaced = false },
            ] {
                style = text.style
                change(&style)
                result.append(.text(TextNode(text.content, style: style)))
            }
            result.append(.text(TextNode(text.content)))
            return result
        case .image(let image):
            return [.image(ImageNode(systemName: image.systemName))]
                + shorter(image.systemName).map { .image(ImageNode(systemName: $0)) }
        case .stack(let stack):
            var result: [Node] = stack.children.indices.map { index in
                var copy = stack
                copy.children.remove(at: index)
                return .stack(copy)
            }
            for change in [
                { (s: inout StackNode) in s.spacing = nil }, { $0.alignment = .center }, { $0.axis = .vertical },
            ] {
                var copy = stack
                change(&copy)
                result.append(.stack(copy))
            }
            return result
        case .list(let list):
            var result: [Node] = list.sections.indices.map { index in
                var copy = list
                copy.sections.remove(at: index)
                return .list(copy)
            }
            for (index, section) in list.sections.enumerated() {
                for smaller in sectionVariants(section) {
                    var copy = list
                    copy.sections[index] = smaller
                    result.append(.list(copy))
                }
            }
            return result
        case .section(let section): return sectionVariants(section).map(Node.section)
        case .button(let button):
            return [.button(ButtonNode(label: button.label, action: .none))]
        case .label: return []
        case .progress(let progress):
            return [
                .progress(ProgressNode(label: progress.label)), .progress(ProgressNode(fraction: progress.fraction)),
            ]
        case .unavailable(let unavailable):
            var result: [Node] = []
            for change in [
                { (u: inout UnavailableNode) in u.systemImage = nil }, { $0.description = nil }, { $0.actions = nil },
            ] {
                var copy = unavailable
                change(&copy)
                result.append(.unavailable(copy))
            }
            return result
        case .textField(let field):
            var result: [Node] = []
            for title in shorter(field.title) {
                var copy = field
                copy.title = title
                result.append(.textField(copy))
            }
            for text in shorter(field.text) {
                var copy = field
                copy.text = text
                result.append(.textField(copy))
            }
            var copy = field
            copy.prompt = nil
            result.append(.textField(copy))
            copy.isSecure = false
            result.append(.textField(copy))
            copy.isDisabled = false
            result.append(.textField(copy))
            return result
        case .toggle(let toggle): return [.toggle(ToggleNode(label: toggle.label, isOn: false, set: .none))]
        case .valueControl(let control):
            return shorter(control.valueText).map { text in
                var copy = control
                copy.valueText = text
                return .valueControl(copy)
            }
        case .picker(let picker):
            var result: [Node] = picker.options.indices.map { index in
                var copy = picker
                copy.options.remove(at: index)
                if let selected = copy.selectedIndex {
                    copy.selectedIndex = selected == index ? nil : (selected > index ? selected - 1 : selected)
                }
                return .picker(copy)
            }
            var copy = picker
            copy.selectedIndex = nil
            result.append(.picker(copy))
            copy = picker
            copy.isDisabled = false
            result.append(.picker(copy))
            copy = picker
            copy.style = .automatic
            result.append(.picker(copy))
            for (index, option) in picker.options.enumerated() {
                for title in shorter(option.title) {
                    var copy = picker
                    copy.options[index].title = title
                    result.append(.picker(copy))
                }
            }
            return result
        case .navigation(let navigation):
            guard let title = navigation.title else { return [] }
            return [.navigation(NavigationNode(content: navigation.content))]
                + shorter(title).map { .navigation(NavigationNode(title: $0, content: navigation.content)) }
        case .scroll, .task, .tagged, .accessibility: return []
        case .padding(let insets, let content):
            return [
                CellInsets(leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing),
                CellInsets(top: insets.top, bottom: insets.bottom, trailing: insets.trailing),
                CellInsets(top: insets.top, leading: insets.leading, trailing: insets.trailing),
                CellInsets(top: insets.top, leading: insets.leading, bottom: insets.bottom),
            ].map { .padding($0, content) }
        case .frame(let frame):
            var result: [Node] = []
            for change in [
                { (f: inout FrameNode) in f.width = nil }, { $0.minWidth = nil }, { $0.maxWidth = nil },
                { $0.minHeight = nil }, { $0.alignment = .center },
            ] {
                var copy = frame
                change(&copy)
                result.append(.frame(copy))
            }
            return result
        case .border(let border): return [.border(BorderNode(content: border.content))]
        case .shape, .grid, .hidden, .gesture, .firstFitting: return []
        default: return []
        }
    }

    static func sectionVariants(_ section: SectionNode) -> [SectionNode] {
        var result: [SectionNode] = section.rows.indices.map { index in
            var copy = section
            copy.rows.remove(at: index)
            return copy
        }
        var copy = section
        copy.header = nil
        result.append(copy)
        copy = section
        copy.footer = nil
        result.append(copy)
        return result
    }

    // MARK: Swift source

    /// Swift source that builds `node`, with every non-ASCII or control scalar escaped, defaults left out.
    static func literal(_ node: Node) -> String {
        switch node {
        case .empty: return ".empty"
        case .divider: return ".divider"
        case .text(let text):
            let style = styleLiteral(text.style)
            return ".text(TextNode(\(quote(text.content))\(style.isEmpty ? "" : ", style: " + style)))"
        case .image(let image):
            let style = styleLiteral(image.style)
            return
                ".image(ImageNode(systemName: \(quote(image.systemName))\(style.isEmpty ? "" : ", style: " + style)))"
        case .spacer(let spacer):
            let arguments = [spacer.minColumns.map { "minColumns: \($0)" }, spacer.minRows.map { "minRows: \($0)" }]
            return ".spacer(SpacerNode(\(arguments.compactMap { $0 }.joined(separator: ", "))))"
        case .stack(let stack):
            var arguments = ["axis: .\(stack.axis.rawValue)"]
            if stack.alignment != .center { arguments.append("alignment: \(alignmentLiteral(stack.alignment))") }
            if let spacing = stack.spacing { arguments.append("spacing: \(spacing)") }
            arguments.append("children: [\(stack.children.map(literal).joined(separator: ", "))]")
            return ".stack(StackNode(\(arguments.joined(separator: ", "))))"
        case .list(let list):
            return ".list(ListNode(sections: [\(list.sections.map(sectionLiteral).joined(separator: ", "))]))"
        case .section(let section): return ".section(\(sectionLiteral(section)))"
        case .button(let button):
            var arguments = ["label: \(literal(button.label))"]
            if let role = button.role { arguments.append("role: .\(role.rawValue)") }
            if button.isDisabled { arguments.append("isDisabled: true") }
            arguments.append("action: .none")
            return ".button(ButtonNode(\(arguments.joined(separator: ", "))))"
        case .label(let label):
            return ".label(LabelNode(title: \(literal(label.title)), icon: \(literal(label.icon))))"
        case .progress(let progress):
            var arguments: [String] = []
            if let label = progress.label { arguments.append("label: \(literal(label))") }
            if let fraction = progress.fraction { arguments.append("fraction: \(fraction)") }
            return ".progress(ProgressNode(\(arguments.joined(separator: ", "))))"
        case .unavailable(let unavailable):
            var arguments: [String] = []
            if let symbol = unavailable.systemImage { arguments.append("systemImage: \(quote(symbol))") }
            arguments.append("title: \(literal(unavailable.title))")
            if let description = unavailable.description { arguments.append("description: \(literal(description))") }
            if let actions = unavailable.actions { arguments.append("actions: \(literal(actions))") }
            return ".unavailable(UnavailableNode(\(arguments.joined(separator: ", "))))"
        case .textField(let field):
            var arguments = ["title: \(quote(field.title))"]
            if let prompt = field.prompt { arguments.append("prompt: \(quote(prompt))") }
            arguments.append("text: \(quote(field.text))")
            if field.isSecure { arguments.append("isSecure: true") }
            if field.isDisabled { arguments.append("isDisabled: true") }
            arguments.append("edit: .none")
            return ".textField(TextFieldNode(\(arguments.joined(separator: ", "))))"
        case .valueControl(let control):
            let bounds = control.bounds.map { ", bounds: \($0.lowerBound)...\($0.upperBound)" } ?? ""
            return ".valueControl(ValueControlNode(kind: .\(control.kind.rawValue), label: \(literal(control.label)), "
                + "value: \(control.value)\(bounds), valueText: \(quote(control.valueText)), "
                + (control.isDisabled ? "isDisabled: true, " : "") + "set: .none))"
        case .toggle(let toggle):
            let disabled = toggle.isDisabled ? "isDisabled: true, " : ""
            return ".toggle(ToggleNode(label: \(literal(toggle.label)), isOn: \(toggle.isOn), \(disabled)set: .none))"
        case .picker(let picker):
            let options = picker.options.map { "PickerOption(label: \(literal($0.label)), title: \(quote($0.title)))" }
            return ".picker(PickerNode(label: \(literal(picker.label)), options: [\(options.joined(separator: ", "))], "
                + "selectedIndex: \(picker.selectedIndex.map(String.init) ?? "nil"), style: .\(picker.style.rawValue), "
                + (picker.isDisabled ? "isDisabled: true, " : "") + "select: .none))"
        case .navigation(let navigation):
            let title = navigation.title.map { "title: \(quote($0)), " } ?? ""
            return ".navigation(NavigationNode(\(title)content: \(literal(navigation.content))))"
        case .scroll(let content): return ".scroll(\(literal(content)))"
        case .padding(let insets, let content):
            let parts = [
                ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
                ("trailing", insets.trailing),
            ]
            let arguments = parts.filter { $0.1 != 0 }.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
            return ".padding(CellInsets(\(arguments)), \(literal(content)))"
        case .frame(let frame):
            var arguments: [String] = []
            for (name, value) in [("width", frame.width), ("minWidth", frame.minWidth), ("maxWidth", frame.maxWidth)] {
                if let value {
                    arguments.append("\(name): \(value == FrameNode.infinity ? "FrameNode.infinity" : String(value))")
                }
            }
            if let minHeight = frame.minHeight { arguments.append("minHeight: \(minHeight)") }
            if frame.alignment != .center { arguments.append("alignment: \(alignmentLiteral(frame.alignment))") }
            if frame.isFixedWidth { arguments.append("isFixedWidth: true") }
            arguments.append("content: \(literal(frame.content))")
            return ".frame(FrameNode(\(arguments.joined(separator: ", "))))"
        case .border(let border):
            let style = border.style.map { "style: \(quote($0)), " } ?? ""
            return ".border(BorderNode(\(style)content: \(literal(border.content))))"
        case .accessibility(let accessibility):
            var arguments: [String] = []
            if let identifier = accessibility.identifier { arguments.append("identifier: \(quote(identifier))") }
            if let label = accessibility.label { arguments.append("label: \(quote(label))") }
            arguments.append("content: \(literal(accessibility.content))")
            return ".accessibility(AccessibilityNode(\(arguments.joined(separator: ", "))))"
        case .task(let effect, let content):
            return
                ".task(TaskEffect(origin: \(quote(effect.origin)), identity: \(quote(effect.identity)), work: {}), \(literal(content)))"
        case .tagged(let tag, let content):
            return ".tagged(Tag(AnyHashable(\(tag.value))), \(literal(content)))"
        case .shape(let shape):
            return ".shape(ShapeNode(kind: .\(shape.kind), isStroked: \(shape.isStroked)))"
        case .grid(let grid):
            switch grid.cells {
            case .rows(let rows):
                let cells = rows.map { "[" + $0.map(literal).joined(separator: ", ") + "]" }.joined(separator: ", ")
                return ".grid(GridNode(cells: .rows([\(cells)])))"
            case .flow(let columns, let items):
                return
                    ".grid(GridNode(cells: .flow(columns: \(columns), items: [\(items.map(literal).joined(separator: ", "))])))"
            }
        case .hidden(let content): return ".hidden(\(literal(content)))"
        case .gesture(let gesture): return ".gesture(GestureNode(content: \(literal(gesture.content))))"
        case .firstFitting(let candidates):
            return ".firstFitting([\(candidates.map(literal).joined(separator: ", "))])"
        default:
            // Not generated; its plain text shows what it was.
            return ".text(TextNode(\(quote(node.plainText))))"
        }
    }

    static func sectionLiteral(_ section: SectionNode) -> String {
        var arguments: [String] = []
        if let header = section.header { arguments.append("header: \(literal(header))") }
        arguments.append("rows: [\(section.rows.map(literal).joined(separator: ", "))]")
        if let footer = section.footer { arguments.append("footer: \(literal(footer))") }
        return "SectionNode(\(arguments.joined(separator: ", ")))"
    }

    static func styleLiteral(_ style: TextStyle) -> String {
        var arguments: [String] = []
        if style.isBold { arguments.append("isBold: true") }
        if style.isItalic { arguments.append("isItalic: true") }
        if style.isMonospaced { arguments.append("isMonospaced: true") }
        if let font = style.font { arguments.append("font: \(quote(font))") }
        if let foreground = style.foreground { arguments.append("foreground: \(quote(foreground))") }
        if let lineLimit = style.lineLimit { arguments.append("lineLimit: \(lineLimit)") }
        if style.alignment != .leading { arguments.append("alignment: .\(style.alignment.rawValue)") }
        return arguments.isEmpty ? "" : "TextStyle(\(arguments.joined(separator: ", ")))"
    }

    static func alignmentLiteral(_ alignment: Alignment) -> String {
        let named: [(Alignment, String)] = [
            (.center, ".center"), (.leading, ".leading"), (.trailing, ".trailing"), (.top, ".top"),
            (.bottom, ".bottom"),
            (.topLeading, ".topLeading"), (.topTrailing, ".topTrailing"), (.bottomLeading, ".bottomLeading"),
            (.bottomTrailing, ".bottomTrailing"),
        ]
        return named.first { $0.0 == alignment }?.1
            ?? "Alignment(horizontal: .\(alignment.horizontal.rawValue), vertical: .\(alignment.vertical.rawValue))"
    }

    /// A Swift string literal: printable ASCII as is, everything else as `\u{…}`.
    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case " "..."~": result.unicodeScalars.append(scalar)
            default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result + "\""
    }
}
