/// A tiny tokenizer for the renderer's own output, so tests read HTML back without trusting the renderer's code.
///
/// It knows only what the renderer writes: double-quoted attributes, boolean attributes, `<!DOCTYPE html>` and a
/// raw-text `<style>`. Anything else is reported as a problem rather than guessed at.
struct HTMLTestParser {
    enum Token: Equatable {
        case start(name: String, attributes: [Attribute])
        case end(name: String)
        /// Text, unescaped.
        case text(String)
        /// A line feed and indentation between elements, which the renderer writes and user text never contains.
        case layout
        case doctype
    }

    struct Attribute: Equatable {
        var name: String
        /// The unescaped value; `nil` for a boolean attribute.
        var value: String?
    }

    private(set) var tokens: [Token] = []
    private(set) var problems: [String] = []

    init(_ html: String) {
        var scalars = Substring(html).unicodeScalars[...]
        while let first = scalars.first {
            if first == "<" {
                readTag(&scalars)
            } else {
                let text = String(String.UnicodeScalarView(scalars.prefix { $0 != "<" }))
                scalars = scalars.dropFirst(text.unicodeScalars.count)
                if !text.contains("\n") {
                    tokens.append(.text(unescape(text)))
                } else if text.allSatisfy({ $0 == "\n" || $0 == " " }) {
                    tokens.append(.layout)
                } else {
                    problems.append("raw line feed in text \(text.debugDescription)")
                }
            }
            if case .start(name: "style", _) = tokens.last {
                guard let close = String(scalars).range(of: "</style>") else {
                    problems.append("unclosed <style>")
                    return
                }
                let css = String(scalars)[..<close.lowerBound]
                tokens.append(.text(String(css)))
                scalars = scalars.dropFirst(css.unicodeScalars.count)
            }
        }
    }

    /// Decodes the references the renderer may write; anything else is recorded as a problem.
    mutating func unescape(_ escaped: String) -> String {
        var out = ""
        var rest = Substring(escaped)
        while let ampersand = rest.firstIndex(of: "&") {
            out += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else {
                problems.append("bare & in \(escaped.debugDescription)")
                return out + rest[ampersand...]
            }
            let name = String(rest[rest.index(after: ampersand)..<semicolon])
            switch name {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "#39": out += "'"
            case "#10": out += "\n"
            // The bidirectional controls the renderer writes as references.
            case "#x202A", "#x202B", "#x202C", "#x202D", "#x202E", "#x2066", "#x2067", "#x2068", "#x2069":
                out.unicodeScalars.append(Unicode.Scalar(UInt32(name.dropFirst(2), radix: 16)!)!)
            default: problems.append("unexpected reference &\(name);")
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        for scalar in rest.unicodeScalars where "<>\"'".unicodeScalars.contains(scalar) {
            problems.append("raw \(scalar) in \(escaped.debugDescription)")
        }
        return out + rest
    }

    private mutating func readTag(_ scalars: inout Substring.UnicodeScalarView.SubSequence) {
        guard let close = scalars.firstIndex(of: ">") else {
            problems.append("unterminated tag")
            scalars = scalars.dropFirst(scalars.count)
            return
        }
        let inner = String(scalars[scalars.index(after: scalars.startIndex)..<close])
        scalars = scalars[scalars.index(after: close)...]
        if inner == "!DOCTYPE html" {
            tokens.append(.doctype)
        } else if inner.hasPrefix("/") {
            tokens.append(.end(name: String(inner.dropFirst())))
        } else {
            readStart(inner)
        }
    }

    private mutating func readStart(_ inner: String) {
        var rest = Substring(inner)
        let name = String(rest.prefix { $0 != " " })
        rest = rest.dropFirst(name.count)
        var attributes: [Attribute] = []
        while !rest.isEmpty {
            guard rest.first == " " else {
                problems.append("attributes of <\(name)> not separated by one space")
                break
            }
            rest = rest.dropFirst()
            let attributeName = String(rest.prefix { $0 != "=" && $0 != " " })
            rest = rest.dropFirst(attributeName.count)
            guard rest.first == "=" else {
                attributes.append(Attribute(name: attributeName, value: nil))
                continue
            }
            guard rest.dropFirst().first == "\"", let end = rest.dropFirst(2).firstIndex(of: "\"") else {
                problems.append("unquoted value of \(attributeName) in <\(name)>")
                break
            }
            let raw = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end])
            attributes.append(Attribute(name: attributeName, value: unescape(raw)))
            rest = rest[rest.index(after: end)...]
        }
        if Set(attributes.map(\.name)).count != attributes.count {
            problems.append("duplicate attribute in <\(name)>")
        }
        tokens.append(.start(name: name, attributes: attributes))
    }
}

extension HTMLTestParser {
    /// A run of text read back from one element that prints on one line, with `<br>` as `\n`.
    struct Run: Equatable {
        /// The element the run sits directly in (formatting elements such as `<strong>` are looked through).
        var element: String
        var classes: [String]
        var text: String
    }

    /// The runs of text that the renderer put inline in elements, in document order.
    ///
    /// Layout (a raw line feed and indentation) ends a run; a run that an element's end tag ends is recorded.
    var runs: [Run] {
        var runs: [Run] = []
        var current: Run?
        for token in tokens {
            switch token {
            case .start(name: "strong", _), .start(name: "em", _), .end(name: "strong"), .end(name: "em"):
                continue
            case .start(name: "br", _):
                current?.text += "\n"
            case .start(let name, let attributes):
                let classes = attributes.first { $0.name == "class" }?.value?.split(separator: " ").map(String.init)
                current = Run(element: name, classes: classes ?? [], text: "")
            case .end:
                if let run = current { runs.append(run) }
                current = nil
            case .text(let text):
                current?.text += text
            case .layout, .doctype:
                current = nil
            }
        }
        return runs
    }

    /// Every attribute value, unescaped, in document order.
    var attributeValues: [String] {
        tokens.flatMap { token -> [String] in
            guard case .start(_, let attributes) = token else { return [] }
            return attributes.compactMap(\.value)
        }
    }
}
