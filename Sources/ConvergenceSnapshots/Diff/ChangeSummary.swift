import ConvergenceRendering
import Foundation

/// What changed for the user between two accessibility outlines, in a few plain sentences.
///
/// The outlines are compared line by line (``TextDiff``); within each change, a removed and an added element of
/// the same role are read as one element that changed (its name, or with the same name its value or state), and the
/// rest as removed or added. An element inside a list is named by its row.
///
/// ```swift
/// ChangeSummary(old: "button \"Retry\"\ntext \"Loading…\"\n", new: "text \"Loaded 3 items\"\n").lines
/// // ["Button 'Retry' removed", "Text 'Loading…' → 'Loaded 3 items'"]
/// ```
package struct ChangeSummary: Sendable, Equatable {
    /// One sentence per change, in reading order.
    package let lines: [String]

    /// The most sentences kept; the rest are counted in a last line.
    package static let limit = 20

    /// The sentences describing what changed between two accessibility outlines.
    ///
    /// - Parameters:
    ///   - old: The recorded outline, one element per line.
    ///   - new: The rendered outline.
    package init(old: String, new: String) {
        self.init(old: old, new: new, parser: AccessibilityOutline.elements)
    }

    /// The summary of two outlines read by `parser`.
    init(old: String, new: String, parser: (String) -> [Element]) {
        let oldLines = parser(old)
        let newLines = parser(new)
        var sentences: [String] = []
        for hunk in TextDiff(old: old, new: new).hunks(context: 0) {
            var removed = Array(hunk.oldRange)
            var added = Array(hunk.newRange)
            // Pair elements that kept their role and name (a value or state changed), then those that kept their role
            // at the same place in the change (a name changed); what is left was removed or added.
            var pairs: [(Int, Int)] = []
            for oldIndex in removed {
                if let match = added.first(where: {
                    oldLines[oldIndex].role == newLines[$0].role && oldLines[oldIndex].name == newLines[$0].name
                        && oldLines[oldIndex].name != nil
                }) {
                    pairs.append((oldIndex, match))
                    added.removeAll { $0 == match }
                }
            }
            removed.removeAll { index in pairs.contains { $0.0 == index } }
            for (oldIndex, newIndex) in zip(removed, added) where oldLines[oldIndex].role == newLines[newIndex].role {
                pairs.append((oldIndex, newIndex))
            }
            removed.removeAll { index in pairs.contains { $0.0 == index } }
            added.removeAll { index in pairs.contains { $0.1 == index } }
            var events: [(position: Int, text: String)] = []
            for (oldIndex, newIndex) in pairs {
                events.append((newIndex, Self.changed(oldLines[oldIndex], newLines[newIndex], in: newLines)))
            }
            for oldIndex in removed {
                events.append((hunk.newRange.lowerBound, Self.sentence(oldLines, oldIndex, verb: "removed")))
            }
            for newIndex in added {
                events.append((newIndex, Self.sentence(newLines, newIndex, verb: "added")))
            }
            sentences += events.sorted { $0.position < $1.position }.map(\.text)
        }
        if sentences.count > Self.limit {
            let rest = sentences.count - (Self.limit - 1)
            sentences = Array(sentences.prefix(Self.limit - 1)) + ["… and \(rest) more changes"]
        }
        lines = sentences
    }

    /// The summary of a file pair when the format has one (the accessibility outline), else nil.
    ///
    /// - Parameters:
    ///   - old: The recorded file's text.
    ///   - new: The rendered text.
    ///   - format: The files' format; only `.accessibilityOutline` has a summary.
    package init?(old: String, new: String, format: RenderFormat) {
        guard let parser = format.snapshotFormat.parser else { return nil }
        self.init(old: old, new: new, parser: parser)
    }

    package var isEmpty: Bool { lines.isEmpty }

    typealias Element = AccessibilityOutline.Element

    /// `Button 'Retry'`, `Heading 1 'Inbox'`, `List 'Inbox'`.
    static func describe(_ element: Element) -> String {
        let role = displayRole(element.role)
        guard let name = element.name else { return role }
        return role + " " + quote(name)
    }

    /// A sentence for an element that kept its role: its name, or its value and state, changed.
    static func changed(_ old: Element, _ new: Element, in lines: [Element]) -> String {
        let prefix = rowPrefix(lines, at: lines.firstIndex { $0.text == new.text && $0.depth == new.depth } ?? 0)
        if old.name == new.name {
            if new.rest.isEmpty { return prefix + describe(new) + " no longer " + old.rest }
            if old.rest.isEmpty { return prefix + describe(new) + " now " + new.rest }
            return prefix + describe(new) + " " + old.rest + " → " + new.rest
        }
        let from = old.name.map(quote) ?? "(no name)"
        let to = new.name.map(quote) ?? "(no name)"
        var sentence = prefix + displayRole(new.role) + " " + from + " → " + to
        if old.rest != new.rest { sentence += " (" + (old.rest.isEmpty ? "—" : old.rest) + " → " + new.rest + ")" }
        return sentence
    }

    /// `row 4 of List 'Inbox': ` for an element in a list row, else nothing.
    static func rowPrefix(_ lines: [Element], at index: Int) -> String {
        guard lines.indices.contains(index), let list = container(of: index, in: lines, role: "list") else {
            return ""
        }
        let row = rowNumber(of: index, in: lines, list: list)
        return "row \(row) of \(describe(lines[list])): "
    }

    /// `Button 'Retry' removed`, or in a list `row 4 of List 'Inbox' added: text "Kidnapped"`.
    static func sentence(_ lines: [Element], _ index: Int, verb: String) -> String {
        let element = lines[index]
        guard let list = container(of: index, in: lines, role: "list") else { return describe(element) + " " + verb }
        return "row \(rowNumber(of: index, in: lines, list: list)) of \(describe(lines[list])) \(verb): \(element.text)"
    }

    /// The nearest line above `index`, less indented, with a role.
    static func container(of index: Int, in lines: [Element], role: String) -> Int? {
        var depth = lines[index].depth
        var cursor = index - 1
        while cursor >= 0, depth > 0 {
            if lines[cursor].depth < depth {
                if lines[cursor].role == role { return cursor }
                depth = lines[cursor].depth
            }
            cursor -= 1
        }
        return nil
    }

    /// The row's position among the list's rows (headings and footers are not rows), from 1.
    static func rowNumber(of index: Int, in lines: [Element], list: Int) -> Int {
        lines[(list + 1)...index].filter {
            $0.role != "heading 2" && $0.role != "footer" && $0.depth > lines[list].depth
        }
        .count
    }

    static let roleNames: [String: String] = [
        "button": "Button", "text": "Text", "switch": "Toggle", "textbox": "TextField", "link": "Link",
        "list": "List", "picker": "Picker", "progressbar": "ProgressView", "slider": "Slider",
        "datepicker": "DatePicker", "colorwell": "ColorPicker", "image": "Image", "tab": "Tab", "tablist": "TabView",
        "sheet": "Sheet", "cover": "Full-screen cover", "popover": "Popover", "alert": "Alert", "dialog": "Dialog",
        "status": "Badge", "footer": "Footer", "group": "Group",
    ]

    static func displayRole(_ role: String) -> String {
        if let name = roleNames[role] { return name }
        if role.hasPrefix("heading") { return "Heading" + role.dropFirst("heading".count) }
        return role.prefix(1).uppercased() + role.dropFirst()
    }

    /// A name in quotes, cut when long.
    static func quote(_ name: String) -> String {
        let flat = name.replacingOccurrences(of: "\n", with: " ")
        let cut = flat.count > 60 ? String(flat.prefix(59)) + "…" : flat
        return "'" + cut + "'"
    }
}
