/// The ways text from snapshots and scenario names enters the Markdown report, none of which it can break out of:
/// inline (ids in summaries and lists), readable (declarations and change summaries, quotes kept) and fenced (diffs,
/// messages, file lists). The one place Markdown is escaped.
///
/// A pull request can put anything in a snapshot file or a scenario name; the report is posted as a comment, so
/// what a stranger wrote must not become markup, close the collapsed section, or notify anyone.
///
/// ```swift
/// MarkdownEscaping.inline("<b>@team</b>")  // "&lt;b&gt;@\u{2060}team&lt;/b&gt;"
/// MarkdownEscaping.fenced("```\n", language: "diff")  // "````diff\n```\n````\n"
/// ```
enum MarkdownEscaping {
    /// Text safe outside code, in Markdown and in an HTML block (`<summary>`) alike: HTML-escaped; Markdown
    /// punctuation as numeric character references (so a backslash never shows); control characters, line breaks
    /// included, as Control Pictures (a line break would end the HTML block) and C1 controls and bidirectional
    /// overrides as `�`, as the renderers show them; `@` followed by a word joiner, so `@name` mentions nobody.
    static func inline(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'", "`", "*", "_", "[", "]", "\\", "|", "~", "#", "!", "$", ":":
                out += "&#\(scalar.value);"
            case "@": out += "@\u{2060}"
            case "\u{00}"..."\u{1F}": out.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case "\u{7F}": out += "\u{2421}"
            case "\u{80}"..."\u{9F}", "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Text for running Markdown where quotes should stay readable (a change summary's `'Retry'`): markup and the
    /// characters that would start code, emphasis, a link or a mention written as entities, line breaks as spaces.
    static func readable(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\n", "\r": out += " "
            case "`": out += "&#96;"
            case "*": out += "&#42;"
            case "_": out += "&#95;"
            case "[": out += "&#91;"
            case "]": out += "&#93;"
            case "\\": out += "&#92;"
            case "@": out += "&#64;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A fenced code block that its content cannot close: the fence is longer than any run of backticks inside,
    /// and carriage returns show as `␍` (Markdown reads a lone one as a line break, which would end an indented
    /// block's list item, and the fence with it). Inside code nothing is markup and `@name` mentions nobody.
    static func fenced(_ text: String, language: String = "", indent: String = "") -> String {
        let content = text.replacingOccurrences(of: "\r", with: "\u{240D}")
        var longest = 0
        var run = 0
        for character in content {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        let body = content.hasSuffix("\n") ? content : content + "\n"
        let lines = (fence + language + "\n" + body + fence).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map { indent + $0 }.joined(separator: "\n") + "\n"
    }
}
