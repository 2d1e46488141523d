import ConvergenceTree

/// What a screen reader would visit on a screen, one line per element in reading order: the accessibility outline.
///
/// Each line is a role, the element's name in quotes, then its value and state: `button "Retry"`,
/// `textbox "Email" value="ada@example.com"`, `switch "Wi-Fi" on`, `heading 1 "Inbox"`, `list "Inbox" 3 items`.
/// Layout, decoration and hidden content leave no line; a list's rows, a section's rows and a presented layer's
/// content are indented two spaces under the line that holds them. A list row is one line, its elements joined by
/// `, `, as a screen reader reads a row as one element. While something modal is presented (a sheet, an alert) only
/// it is outlined, since only it can be reached.
///
/// A pure function of the render tree, independent of width.
///
/// ```swift
/// AccessibilityOutline.render(node)
/// // heading 1 "Settings"
/// // switch "Wi-Fi" on
/// // button "Sign out" destructive
/// ```
package enum AccessibilityOutline {
    /// The outline of a tree, ending with a newline; empty when nothing on it can be reached.
    ///
    /// Indentation stops growing at 64 levels; a tree deeper than the thread's stack holds is walked on a fresh stack.
    package static func render(_ node: Node) -> String {
        node.withRoomToRecurse { renderHere(node) }
    }

    private static func renderHere(_ node: Node) -> String {
        var outline = Outline()
        outline.visit(node, depth: 0)
        return outline.lines.map { Indentation.of($0.depth) + $0.text + "\n" }.joined()
    }
}

/// The lines gathered while walking a tree.
private struct Outline {
    struct Line {
        var depth: Int
        var text: String
    }

    var lines: [Line] = []

    mutating func add(_ text: String, depth: Int) {
        lines.append(Line(depth: depth, text: text))
    }

    // swift-format-ignore: CyclomaticComplexity
    mutating func visit(_ node: Node, depth: Int) {
        switch node {
        case .empty, .spacer, .divider, .shape, .hidden: break
        case .text(let text):
            if !Self.isBlank(text.content) { add("text " + AccessibilityOutline.quoted(text.content), depth: depth) }
        case .image(let image): add("image " + AccessibilityOutline.quoted(image.systemName), depth: depth)
        case .stack(let stack): for child in stack.children { visit(child, depth: depth) }
        case .list(let list): visitList(list, name: nil, depth: depth)
        case .section(let section): visitSection(section, depth: depth)
        case .button(let button):
            var line = "button " + AccessibilityOutline.quoted(Self.name(of: button.label))
            if let role = button.role { line += " " + role.rawValue }
            add(line + (button.isDisabled ? " disabled" : ""), depth: depth)
        case .label(let label):
            let title = Self.name(of: label.title)
            if Self.isBlank(title) { visit(label.icon, depth: depth) } else { visit(label.title, depth: depth) }
        case .progress(let progress):
            var line = "progressbar"
            if let label = progress.label, !Self.isBlank(label.plainText) {
                line += " " + AccessibilityOutline.quoted(label.plainText)
            }
            if let fraction = progress.fraction {
                line += " value=" + AccessibilityOutline.quoted("\(Int((fraction * 100).rounded()))%")
            } else {
                line += " busy"
            }
            add(line, depth: depth)
        case .unavailable(let unavailable):
            let title = Self.name(of: unavailable.title)
            if !Self.isBlank(title) { add("heading 2 " + AccessibilityOutline.quoted(title), depth: depth) }
            if let description = unavailable.description { visit(description, depth: depth) }
            if let actions = unavailable.actions { visit(actions, depth: depth) }
        case .textField(let field): add(Self.textField(field), depth: depth)
        case .toggle(let toggle):
            var line = "switch " + AccessibilityOutline.quoted(Self.name(of: toggle.label))
            line += toggle.isOn ? " on" : " off"
            add(line + (toggle.isDisabled ? " disabled" : ""), depth: depth)
        case .picker(let picker):
            var line = "picker " + AccessibilityOutline.quoted(Self.name(of: picker.label))
            if let index = picker.selectedIndex {
                line += " value=" + AccessibilityOutline.quoted(picker.options[index].title)
            }
            line += " \(picker.options.count) option\(picker.options.count == 1 ? "" : "s")"
            add(line + (picker.isDisabled ? " disabled" : ""), depth: depth)
        case .valueControl(let control):
            let role =
                switch control.kind {
                case .slider: "slider"
                case .date: "datepicker"
                case .color: "colorwell"
                }
            var line = role + " " + AccessibilityOutline.quoted(Self.name(of: control.label))
            line += " value=" + AccessibilityOutline.quoted(control.valueText)
            add(line + (control.isDisabled ? " disabled" : ""), depth: depth)
        case .navigation(let navigation): visitNavigation(navigation, depth: depth)
        case .link(let link):
            var line = "link " + AccessibilityOutline.quoted(Self.name(of: link.label))
            if link.kind == .external, let url = link.url { line += " url=" + AccessibilityOutline.quoted(url) }
            add(line + (link.isDisabled ? " disabled" : ""), depth: depth)
        case .presentation(let presentation):
            let role =
                switch presentation.kind {
                case .sheet: "sheet"
                case .fullScreenCover: "cover"
                case .popover: "popover"
                case .alert: "alert"
                case .confirmationDialog: "dialog"
                }
            add(role, depth: depth)
            visit(presentation.content, depth: depth + 1)
        case .tabView(let tabView):
            visit(tabView.content, depth: depth)
            if !tabView.tabs.isEmpty {
                add("tablist \(tabView.tabs.count) tab\(tabView.tabs.count == 1 ? "" : "s")", depth: depth)
                for tab in tabView.tabs {
                    var line = "tab " + AccessibilityOutline.quoted(tab.title)
                    if let badge = tab.badge { line += " badge=" + AccessibilityOutline.quoted(badge) }
                    add(line + (tab.isSelected ? " selected" : ""), depth: depth + 1)
                }
            }
        case .row(let row):
            visit(row.content, depth: depth)
            for action in row.revealedActions { visit(action, depth: depth) }
        case .badge(let badge):
            visit(badge.content, depth: depth)
            if !Self.isBlank(badge.text) { add("status " + AccessibilityOutline.quoted(badge.text), depth: depth) }
        case .refreshable(let refreshable): visit(refreshable.content, depth: depth)
        case .splitView(let split): for column in split.columns { visit(column, depth: depth) }
        case .scroll(let content), .padding(_, let content), .task(_, let content), .tagged(_, let content),
            .tabItem(_, let content), .prioritized(_, let content):
            visit(content, depth: depth)
        case .frame(let frame): visit(frame.content, depth: depth)
        case .border(let border): visit(border.content, depth: depth)
        case .accessibility(let accessibility): visitAccessibility(accessibility, depth: depth)
        case .grid(let grid): for cell in grid.allCells { visit(cell, depth: depth) }
        case .gesture(let gesture): visit(gesture.content, depth: depth)
        case .marked(_, let content): visit(content, depth: depth)
        case .firstFitting(let candidates): if let first = candidates.first { visit(first, depth: depth) }
        }
    }

    /// `textbox "Email" value="ada@example.com"`; a secure field tells how many characters it holds, not which.
    static func textField(_ field: TextFieldNode) -> String {
        var line = "textbox " + AccessibilityOutline.quoted(field.title)
        if field.isSecure { line += " secure" }
        if !field.text.isEmpty {
            let shown = field.isSecure ? String(repeating: "•", count: field.text.count) : field.text
            line += " value=" + AccessibilityOutline.quoted(shown)
        } else if let prompt = field.prompt, !Self.isBlank(prompt) {
            line += " placeholder=" + AccessibilityOutline.quoted(prompt)
        }
        return line + (field.isDisabled ? " disabled" : "")
    }

    mutating func visitNavigation(_ navigation: NavigationNode, depth: Int) {
        if !navigation.isBarHidden {
            if let back = navigation.backButton { visit(back, depth: depth) }
            for item in navigation.leadingItems { visit(item, depth: depth) }
        }
        if let title = navigation.title, !Self.isBlank(title), !navigation.isBarHidden {
            add("heading 1 " + AccessibilityOutline.quoted(title), depth: depth)
        }
        if !navigation.isBarHidden {
            if let principal = navigation.principal { visit(principal, depth: depth) }
            for item in navigation.trailingItems { visit(item, depth: depth) }
        }
        if let search = navigation.searchField { visit(search, depth: depth) }
        visit(navigation.content, depth: depth)
        for item in navigation.bottomItems { visit(item, depth: depth) }
    }

    /// `list "Inbox" 3 items`, then each row as one indented line (sections as indented groups of their rows).
    mutating func visitList(_ list: ListNode, name: String?, depth: Int) {
        let rows = list.sections.reduce(0) { total, section in
            total + section.rows.count { !Self.outline(of: $0).isEmpty }
        }
        var line = "list"
        if let name { line += " " + AccessibilityOutline.quoted(name) }
        add(line + " \(rows) item\(rows == 1 ? "" : "s")", depth: depth)
        for section in list.sections {
            let header = section.header.map(Self.name(of:)) ?? ""
            let rowDepth: Int
            if Self.isBlank(header) {
                rowDepth = depth + 1
            } else {
                add("heading 2 " + AccessibilityOutline.quoted(header), depth: depth + 1)
                rowDepth = depth + 2
            }
            for row in section.rows {
                let elements = Self.outline(of: row)
                if !elements.isEmpty { add(elements.joined(separator: ", "), depth: rowDepth) }
            }
            if let footer = section.footer, !Self.isBlank(footer.plainText) {
                add("footer " + AccessibilityOutline.quoted(footer.plainText), depth: rowDepth)
            }
        }
    }

    /// A section outside a list: its header as a heading, then its rows and footer.
    mutating func visitSection(_ section: SectionNode, depth: Int) {
        if let header = section.header {
            let name = Self.name(of: header)
            if !Self.isBlank(name) { add("heading 2 " + AccessibilityOutline.quoted(name), depth: depth) }
        }
        for row in section.rows { visit(row, depth: depth) }
        if let footer = section.footer { visit(footer, depth: depth) }
    }

    /// A label names the one element it wraps (or a group of several); a value and a hint are added to it; a hidden
    /// element leaves no line.
    mutating func visitAccessibility(_ accessibility: AccessibilityNode, depth: Int) {
        guard !accessibility.isHidden else { return }
        if case .list(let list) = accessibility.content, let label = accessibility.label {
            visitList(list, name: label, depth: depth)
            return
        }
        var inner = Outline()
        inner.visit(accessibility.content, depth: 0)
        var extra = ""
        if let value = accessibility.value { extra += " value=" + AccessibilityOutline.quoted(value) }
        if let hint = accessibility.hint { extra += " hint=" + AccessibilityOutline.quoted(hint) }
        let topLevel = inner.lines.filter { $0.depth == 0 }
        if let label = accessibility.label {
            if inner.lines.count == 1 {
                add(Self.renamed(inner.lines[0].text, to: label) + extra, depth: depth)
                return
            }
            if inner.lines.isEmpty {
                add("text " + AccessibilityOutline.quoted(label) + extra, depth: depth)
                return
            }
            add("group " + AccessibilityOutline.quoted(label) + extra, depth: depth)
            for line in inner.lines { add(line.text, depth: depth + 1 + line.depth) }
            return
        }
        if !extra.isEmpty, topLevel.count == 1, let index = inner.lines.firstIndex(where: { $0.depth == 0 }) {
            inner.lines[index].text += extra
        }
        for line in inner.lines { add(line.text, depth: depth + line.depth) }
    }

    /// The line with its first quoted name replaced (or a name added after its role words).
    static func renamed(_ line: String, to name: String) -> String {
        let quoted = AccessibilityOutline.quoted(name)
        if let range = firstQuotedRange(in: line) {
            var renamed = line
            renamed.replaceSubrange(range, with: quoted)
            return renamed
        }
        let parts = line.split(separator: " ", maxSplits: 1)
        let role = String(parts.first ?? "")
        let rest = parts.count > 1 ? " " + parts[1] : ""
        // `heading 1` and `list 3 items` keep their level and count after the name.
        return role + " " + quoted + rest
    }

    /// The range of the first quoted string in a line, escapes honoured.
    static func firstQuotedRange(in line: String) -> Range<String.Index>? {
        guard let start = line.firstIndex(of: "\"") else { return nil }
        var index = line.index(after: start)
        while index < line.endIndex {
            if line[index] == "\\" {
                index = line.index(after: index)
                if index < line.endIndex { index = line.index(after: index) }
                continue
            }
            if line[index] == "\"" { return start..<line.index(after: index) }
            index = line.index(after: index)
        }
        return nil
    }

    /// A row's elements as single lines (anything nested in the row flattened into it).
    static func outline(of node: Node) -> [String] {
        var inner = Outline()
        inner.visit(node, depth: 0)
        return inner.lines.map(\.text)
    }

    /// What a control's label reads as: its text, or the symbol's name when it has only a symbol.
    static func name(of label: Node) -> String {
        let text = label.plainText
        if !isBlank(text) { return text }
        return symbolNames(in: label).joined(separator: " ")
    }

    static func symbolNames(in node: Node) -> [String] {
        if case .image(let image) = node { return [image.systemName] }
        if case .hidden = node { return [] }
        return node.children.flatMap(symbolNames(in:))
    }

    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }
}
