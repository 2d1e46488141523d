import Foundation

extension AccessibilityOutline {
    /// One outline line, read back: its depth, role words, first quoted name and the rest.
    package struct Element: Sendable, Equatable {
        package var depth: Int
        /// `button`, `heading 1`, `list`…: the words before the name.
        package var role: String
        package var name: String?
        /// What follows the name: value, state, count.
        package var rest: String
        /// The line without its indentation.
        package var text: String
    }

    /// The parser of the outline: every line of an outline ``render(_:)`` wrote, read back as an element.
    ///
    /// - Parameter outline: The text of an outline.
    /// - Returns: One element per line, in order.
    package static func elements(_ outline: String) -> [Element] {
        outline.split(separator: "\n", omittingEmptySubsequences: false).dropLast(outline.hasSuffix("\n") ? 1 : 0)
            .map { element(String($0)) }
    }

    /// One line read back as an element.
    ///
    /// - Parameter line: A line of an outline, with its indentation.
    /// - Returns: Its depth, role, name and the rest.
    package static func element(_ line: String) -> Element {
        let depth = line.prefix { $0 == " " }.count / 2
        let text = String(line.drop { $0 == " " })
        guard let quote = text.firstIndex(of: "\"") else {
            let words = text.split(separator: " ")
            let role = words.prefix { !$0.first!.isNumber }.joined(separator: " ")
            return Element(
                depth: depth, role: role.isEmpty ? text : role, name: nil,
                rest: String(text.dropFirst(role.count).drop { $0 == " " }), text: text)
        }
        let role = text[..<quote].trimmingCharacters(in: .whitespaces)
        let (name, after) = unquoted(text, from: text.index(after: quote))
        return Element(
            depth: depth, role: role, name: name, rest: String(text[after...].drop { $0 == " " }), text: text)
    }
}
