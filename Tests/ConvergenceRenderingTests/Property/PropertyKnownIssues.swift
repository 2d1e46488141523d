import ConvergenceRendering
import ConvergenceTree
import Testing

/// A renderer bug the property tests found and reported, and a rewrite of user strings that avoids its trigger.
///
/// A failure is blamed on known bugs when the same tree with every known trigger rewritten away passes at the
/// same width and style; then it is recorded as a known issue. Any other failure is new and fails the suite.
struct PropertyKnownIssue: Sendable {
    var name: String
    /// The invariant categories this bug can break; it explains no other kind of failure.
    var explains: Set<String>
    /// Rewrites one user string so it no longer triggers the bug (and changes as little else as possible).
    var avoid: @Sendable (String) -> String
}

enum PropertyKnownIssues {
    /// Open renderer bugs the property tests know of. Empty: every bug found so far is fixed (zero-width text
    /// dropped at edges, 3-column clusters overflowing, marks fusing with neighbours or brackets, line-limited text
    /// re-wrapped at its measured width), and `ASCIIRendererPropertyRegressionTests` guards each one.
    static let all: [PropertyKnownIssue] = []

    /// Rewrites away the triggers of every known bug that can explain a failure of one of `categories`.
    static func avoiding(_ categories: Set<String>) -> (Node) -> Node {
        let issues = all.filter { !$0.explains.isDisjoint(with: categories) }
        // One rewrite can create another's trigger (an `x` put before a mark makes a wide cluster), so repeat
        // until nothing changes.
        return { node in
            var current = node
            for _ in 0..<4 {
                let next = issues.reduce(current) { node, issue in mapStrings(node, issue.avoid) }
                if next == current { break }
                current = next
            }
            return current
        }
    }

    /// Records every failure: as a known issue when the known bugs explain it, otherwise as a new failure with a
    /// reduced reproduction.
    static func record(_ failures: [PropertyFailure], checked: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        var known: [String: Int] = [:]
        var unknown: [String: [PropertyFailure]] = [:]
        for failure in failures {
            for category in failure.categories.sorted() {
                let rewrite = avoiding([category])
                let rewritten = rewrite(failure.node)
                let problems = (failure.check(rewritten, failure.width, failure.style) ?? [])
                    .filter { PropertyFailure.category(of: $0) == category }
                if problems.isEmpty {
                    let blamed = all.filter { $0.explains.contains(category) }.first { issue in
                        let single = mapStrings(failure.node, issue.avoid)
                        return !(failure.check(single, failure.width, failure.style) ?? []).contains {
                            PropertyFailure.category(of: $0) == category
                        }
                    }
                    known[blamed?.name ?? "several known bugs at once", default: 0] += 1
                } else {
                    var copy = failure
                    copy.node = rewritten
                    copy.output = ASCIIRenderer.render(rewritten, width: failure.width, style: failure.style)
                    copy.problems = problems
                    unknown[category, default: []].append(copy)
                }
            }
        }
        for name in known.keys.sorted() {
            withKnownIssue(Comment(rawValue: name), isIntermittent: true) {
                Issue.record("\(known[name]!) of \(checked) renders: \(name)", sourceLocation: sourceLocation)
            }
        }
        for category in unknown.keys.sorted() {
            let group = unknown[category]!
            let examples = group.prefix(2).map { $0.report(category: category, rewrite: avoiding([category])) }
            Issue.record(
                """
                \(group.count) of \(checked) renders break the \(category) invariant (known bugs' triggers rewritten away)
                \(examples.joined(separator: "\n\n"))
                """,
                sourceLocation: sourceLocation
            )
        }
    }

    /// Applies `transform` to every user string a tree shows (and to symbol names, which are shown as `<name>`).
    static func mapStrings(_ node: Node, _ transform: (String) -> String) -> Node {
        func map(_ node: Node) -> Node { mapStrings(node, transform) }
        func section(_ section: SectionNode) -> SectionNode {
            SectionNode(header: section.header.map(map), rows: section.rows.map(map), footer: section.footer.map(map))
        }
        switch node {
        case .empty, .spacer, .divider: return node
        case .text(let text): return .text(TextNode(transform(text.content), style: text.style))
        case .image(let image):
            return SymbolTable.isKnown(image.systemName)
                ? node : .image(ImageNode(systemName: transform(image.systemName), style: image.style))
        case .stack(var stack):
            stack.children = stack.children.map(map)
            return .stack(stack)
        case .list(let list): return .list(ListNode(sections: list.sections.map(section)))
        case .section(let value): return .section(section(value))
        case .button(var button):
            button.label = map(button.label)
            return .button(button)
        case .label(let label): return .label(LabelNode(title: map(label.title), icon: map(label.icon)))
        case .progress(var progress):
            progress.label = progress.label.map(map)
            return .progress(progress)
        case .unavailable(var unavailable):
            if let symbol = unavailable.systemImage, !SymbolTable.isKnown(symbol) {
                unavailable.systemImage = transform(symbol)
            }
            unavailable.title = map(unavailable.title)
            unavailable.description = unavailable.description.map(map)
            unavailable.actions = unavailable.actions.map(map)
            return .unavailable(unavailable)
        case .textField(var field):
            field.title = transform(field.title)
            if !field.isSecure { field.text = transform(field.text) }
            return .textField(field)
        case .toggle(var toggle):
            toggle.label = map(toggle.label)
            return .toggle(toggle)
        case .valueControl(var control):
            control.label = map(control.label)
            control.valueText = transform(control.valueText)
            return .valueControl(control)
        case .picker(var picker):
            picker.label = map(picker.label)
            for index in picker.options.indices {
                picker.options[index].label = map(picker.options[index].label)
                picker.options[index].title = transform(picker.options[index].title)
            }
            return .picker(picker)
        case .navigation(var navigation):
            navigation.title = navigation.title.map(transform)
            navigation.content = map(navigation.content)
            return .navigation(navigation)
        case .scroll(let content): return .scroll(map(content))
        case .padding(let insets, let content): return .padding(insets, map(content))
        case .task(let effect, let content): return .task(effect, map(content))
        case .tagged(let tag, let content): return .tagged(tag, map(content))
        case .frame(var frame):
            frame.content = map(frame.content)
            return .frame(frame)
        case .border(var border):
            border.content = map(border.content)
            return .border(border)
        case .accessibility(var accessibility):
            accessibility.content = map(accessibility.content)
            return .accessibility(accessibility)
        case .shape: return node
        case .grid(var grid):
            switch grid.cells {
            case .rows(let rows): grid.cells = .rows(rows.map { $0.map(map) })
            case .flow(let columns, let items): grid.cells = .flow(columns: columns, items: items.map(map))
            }
            return .grid(grid)
        case .hidden(let content): return .hidden(map(content))
        case .gesture(var gesture):
            gesture.content = map(gesture.content)
            return .gesture(gesture)
        case .firstFitting(let candidates): return .firstFitting(candidates.map(map))
        default:
            // Not generated by the property tests.
            return node
        }
    }
}
