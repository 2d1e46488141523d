extension AccessibilityOutline {
    /// Text as a quoted name or value: `"` and `\` escaped, line breaks and other controls spelled out, so that one
    /// element stays one line. The one escaper of the outline; ``unquoted(_:from:)`` reads it back.
    ///
    /// - Parameter text: A name or value, as the user sees it.
    /// - Returns: The text in double quotes, escaped.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The quoted text that starts just after the opening quote at `start`, and the index just past its closing
    /// quote (or the end of the line). `\n` and `\t` are read back as line break and tab; any other escaped
    /// character stands for itself.
    static func unquoted(_ line: String, from start: String.Index) -> (text: String, end: String.Index) {
        var index = start
        var name = ""
        while index < line.endIndex, line[index] != "\"" {
            if line[index] == "\\", line.index(after: index) < line.endIndex {
                index = line.index(after: index)
                switch line[index] {
                case "n": name += "\n"
                case "t": name += "\t"
                default: name.append(line[index])
                }
            } else {
                name.append(line[index])
            }
            index = line.index(after: index)
        }
        return (name, index < line.endIndex ? line.index(after: index) : index)
    }
}
